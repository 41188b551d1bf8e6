// `npm run bench`: the project's performance figures. Budgets live in the issues; nothing here
// passes or fails, it measures.
import { reportAccounts } from './bench/accounts.ts';
import { reportBundleSizes } from './bench/bundle-size.ts';
import { reportCatalogLoad } from './bench/catalog-load.ts';
import { reportCheckout } from './bench/checkout.ts';
import { reportDocuments } from './bench/documents.ts';
import { reportLighthouse } from './bench/lighthouse.ts';
import { reportRush } from './bench/rush.ts';
import { reportStartupTime } from './bench/startup.ts';
import { buildWeb } from './lib/web-build.ts';

console.log('Building the web app…');
await buildWeb();

console.log('\n## First load on a phone (Lighthouse)');
await reportLighthouse();

console.log('\n## Lazy routes');
reportBundleSizes();

console.log('\n## Start-up');
await reportStartupTime();

console.log('\n## Catalog API under load');
await reportCatalogLoad();

console.log('\n## Accounts');
await reportAccounts();

console.log('\n## Checkout: many buyers on one time slot');
await reportCheckout();

console.log('\n## An on-sale rush through the waiting room');
await reportRush();

console.log('\n## Order documents and confirmation e-mail');
await reportDocuments();
