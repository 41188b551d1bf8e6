import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { redactError } from './logger.ts';

describe('redactError', () => {
  it("drops a failed query's parameters from the logged error, keeping the query", () => {
    const secretMail = 'Open https://shop.example/en/recover/1#s3cr3t-t0ken';
    const error = new DrizzleQueryError(
      'insert into "mail_outbox" ("text") values ($1)',
      [secretMail],
      new Error('boom'),
    );
    const logged = JSON.stringify(redactError(error));
    expect(logged).not.toContain('s3cr3t-t0ken');
    expect(logged).toContain('insert into');
    expect(logged).toContain('params: [redacted]');
  });

  it('drops a parameter that spans lines, as an e-mail text does, also when the error is a cause', () => {
    const text = 'Hello,\n\nopen https://shop.example/en/recover/1#s3cr3t-t0ken\n\nBye';
    const error = new DrizzleQueryError(
      'insert into "mail_outbox" ("text") values ($1)',
      [text, 'en'],
      new Error('boom'),
    );
    for (const logged of [error, new Error('transaction failed', { cause: error })].map((e) =>
      JSON.stringify(redactError(e)),
    )) {
      expect(logged).not.toContain('s3cr3t-t0ken');
      expect(logged).not.toContain('Bye');
    }
    expect(JSON.stringify(redactError(error))).toContain('insert into');
  });

  it('leaves other errors as they are', () => {
    expect(redactError(new Error('plain failure')).message).toBe('plain failure');
  });
});
