import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * The session token travels as query parameter `_` (spec §6); it never reaches a log line. The
 * query parser decodes names, so `%5F` is `_` as well.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const nameEnd = pair.indexOf('=');
      if (nameEnd < 0 || decodedName(pair.slice(0, nameEnd)) !== '_') return pair;
      return `${pair.slice(0, nameEnd)}=[redacted]`;
    });
  return `${url.slice(0, start + 1)}${pairs.join('&')}`;
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/**
 * A failed query's error carries its parameters (drizzle: "params: …"), which may be a password
 * hash or an e-mail with a reset link; logs keep the query and drop the values. A parameter may
 * span lines (an e-mail text), so the exact text drizzle wrote is cut out, for the error and each
 * cause; a "params:" line of any other error is cut to its end.
 */
export function redactError(error: Error): ReturnType<typeof stdSerializers.err> {
  const serialized = stdSerializers.err(error);
  const written: string[] = [];
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause)
    if ('params' in cause) written.push(`params: ${(cause as { params: unknown }).params}`);
  const scrub = (text: string | undefined) => {
    if (text === undefined) return undefined;
    const cut = written.reduce((rest, params) => rest.split(params).join('params: [redacted]'), text);
    return cut.replace(/^params: (?!\[redacted\]$).*$/gm, 'params: [redacted]');
  };
  const { params: _params, ...rest } = serialized as typeof serialized & { params?: unknown };
  return { ...rest, message: scrub(rest.message) ?? '', stack: scrub(rest.stack) ?? '' };
}

/** Body fields that hold a password (MD5 hex) or a token; Fastify does not log bodies, this guards ours. */
const SECRET_BODY_PATHS = ['_p', '_po', '_pn', 'token', 'password', 'c.password'].map(
  (path) => `body.${path}`,
);

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', ...SECRET_BODY_PATHS],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: redactError,
    },
  };
}
