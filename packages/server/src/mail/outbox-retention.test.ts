import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAttachments, mailOutbox } from '../db/schema/mail.ts';
import { build, type TestApp } from '../test-support/build.ts';

describe('the outbox keeps sent mail for the museum’s retention only', () => {
  let t: TestApp;
  const now = new Date('2030-05-04T10:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  beforeAll(async () => {
    t = await build({ seed: false, app: { clock: () => now, mailRetentionDays: 30 } });
  });
  afterAll(() => t.close());

  it('deletes sent and expired messages past it with their attachments, never a pending one', async () => {
    const write = async (subject: string, status: 'pending' | 'sent' | 'expired', age: number) => {
      const [row] = await t.db
        .insert(mailOutbox)
        .values({
          recipient: 'visitor@example.org',
          subject,
          text: 'Hello',
          lang: 'en',
          status,
          createdAt: daysAgo(age),
          nextAttemptAt: daysAgo(age),
          sentAt: status === 'sent' ? daysAgo(age) : null,
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('not written');
      await t.db.insert(mailAttachments).values({
        mailId: row.id,
        position: 0,
        filename: `${subject}.pdf`,
        contentType: 'application/pdf',
        content: new Uint8Array([37, 80, 68, 70]),
      });
    };
    await write('sent long ago', 'sent', 31);
    await write('sent lately', 'sent', 29);
    await write('expired long ago', 'expired', 31);
    await write('still waiting', 'pending', 200);

    await t.app.sweepExpired();

    const left = (await t.db.select().from(mailOutbox)).map((row) => row.subject).sort();
    expect(left).toEqual(['sent lately', 'still waiting']);
    const files = (await t.db.select().from(mailAttachments)).map((row) => row.filename).sort();
    expect(files).toEqual(['sent lately.pdf', 'still waiting.pdf']);
  });
});
