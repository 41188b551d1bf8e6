// `npm start`: builds the web app if it is missing or older than its sources, then starts the server,
// which migrates and seeds the embedded database on first start.
import { speedUpModuleLoading } from './lib/fast-resolve.ts';
import { buildWeb, webBuildIsStale } from './lib/web-build.ts';

// Before the server's modules load: they are imported below, after this has run.
speedUpModuleLoading();

if (webBuildIsStale()) {
  console.log('Building the web app…');
  await buildWeb();
}
await import('../packages/server/src/server.ts');
