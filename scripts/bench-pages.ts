// `npm run bench:pages`: only the Lighthouse part of `npm run bench` (issue 37's figures): each
// visitor route on a phone against its budget, then every route over budget.
import { reportLighthouse } from './bench/lighthouse.ts';
import { buildWeb } from './lib/web-build.ts';

console.log('Building the web app…');
await buildWeb();

await reportLighthouse();
