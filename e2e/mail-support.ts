import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/** The messages the mail catcher (e2e/mail-catcher.ts) has received for `address`, parsed. */
export async function mailTo(address: string): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the browser tests run through playwright.config.ts');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const parsed = await Promise.all(files.map((name) => simpleParser(readFileSync(join(dir, name)))));
  const recipients = (mail: ParsedMail) =>
    [mail.to ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address?.toLowerCase()));
  return parsed.filter((mail) => recipients(mail).includes(address.toLowerCase()));
}

/** Waits up to 20 s for a message to `address` whose text matches `pattern`; answers the match. */
export async function linkInMail(address: string, pattern: RegExp): Promise<string> {
  for (let tries = 0; tries < 40; tries += 1) {
    for (const mail of await mailTo(address)) {
      const match = pattern.exec(mail.text ?? '');
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no message to ${address} matching ${pattern}`);
}
