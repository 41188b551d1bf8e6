import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * S3-compatible storage on loopback for the media tests (no test reaches the internet): path-style
 * PUT and GET of objects, answered as S3 answers them, each request checked for a SigV4 signature
 * by the expected access key. `failing` makes every call a 503, as a storage that is down.
 */
export async function startFakeS3(options: { bucket: string; accessKeyId: string }) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const state = { failing: false };
  const xmlError = (response: ServerResponse, status: number, code: string) =>
    response
      .writeHead(status, { 'content-type': 'application/xml' })
      .end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
      );

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (state.failing) return xmlError(response, 503, 'ServiceUnavailable');
    const signed = request.headers.authorization ?? '';
    if (!signed.startsWith(`AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/`))
      return xmlError(response, 403, 'InvalidAccessKeyId');
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3.test').pathname);
    const prefix = `/${options.bucket}/`;
    if (!path.startsWith(prefix)) return xmlError(response, 404, 'NoSuchBucket');
    const key = path.slice(prefix.length);
    if (request.method === 'PUT') {
      objects.set(key, {
        body: Buffer.concat(chunks),
        contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
      });
      return response.writeHead(200, { etag: '"fake"' }).end();
    }
    if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) return xmlError(response, 404, 'NoSuchKey');
      return response
        .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
        .end(object.body);
    }
    return xmlError(response, 405, 'MethodNotAllowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
