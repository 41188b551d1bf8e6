// A bare node:http server that answers each path with fixed bytes: the ceiling the catalog calls
// are compared with. Run as a child process by catalog-load.ts; reads { path: body } from argv[2].
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const bodies = new Map<string, Buffer>(
  Object.entries(JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Record<string, string>).map(
    ([path, body]) => [path, Buffer.from(body)],
  ),
);
const server = createServer((request, response) => {
  const body = bodies.get(request.url ?? '');
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});
server.listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('ready'));
