// `npm run bench:checkout`: only the checkout part of `npm run bench` (issue 38's figures), 10
// buyers at once on one server process: the hold rate beside pgbench's hot row, server CPU per
// booking, p99 of a hold and oversell, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { reportCheckout } from './bench/checkout.ts';

await reportCheckout({ concurrency: [10], processes: [1] });
