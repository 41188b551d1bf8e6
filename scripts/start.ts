// `npm start`: builds the web app and the staff app if missing or older than their sources, then starts the server,
// which migrates and seeds the embedded database on first start.
import { speedUpModuleLoading } from './lib/fast-resolve.ts';
import { adminBuildIsStale, buildAdmin, buildWeb, webBuildIsStale } from './lib/web-build.ts';

// Before the server's modules load: they are imported below, after this has run.
speedUpModuleLoading();

if (webBuildIsStale()) {
  console.log('Building the web app…');
  await buildWeb();
}
if (adminBuildIsStale()) {
  console.log('Building the staff app…');
  await buildAdmin();
}
await import('../packages/server/src/server.ts');
