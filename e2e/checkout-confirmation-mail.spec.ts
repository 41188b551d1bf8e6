import { confirmedBooking, expect, fillCart, GUEST_FORM_CHECK, timedTicketLine } from './checkout-support.ts';
import { test } from './fixtures.ts';
import { mailTo } from './mail-support.ts';

/** Waits up to 20 s for the messages to `address` to number `count`, then answers them. */
async function messagesTo(address: string, count: number) {
  let messages = await mailTo(address);
  for (let tries = 0; tries < 40 && messages.length < count; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    messages = await mailTo(address);
  }
  expect(messages).toHaveLength(count);
  return messages;
}

test('a purchase in German sends one German e-mail with tickets, invoice and calendar entry', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  test.setTimeout(90_000);
  // An address of this test's own: other journeys order as the usual guest at the same time.
  const email = `mail-${Date.now()}@example.org`;
  const line = await timedTicketLine(request, 2);
  await fillCart(page, [line], 'de');

  expectConsoleErrors(GUEST_FORM_CHECK);
  const form = page.getByRole('form', { name: 'Als Gast bestellen' });
  await form.getByLabel('Anrede').selectOption({ index: 1 });
  await form.getByLabel('Vorname').fill('Ada');
  await form.getByLabel('Nachname').fill('Lovelace');
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Straße und Hausnummer').fill('Lichtstraße 1');
  await form.getByLabel('Postleitzahl').fill('10115');
  await form.getByLabel('Ort').fill('Berlin');
  await form.getByLabel('Land').selectOption({ label: 'Deutschland' });
  await form.getByRole('button', { name: 'Als Gast fortfahren' }).click();
  await expect(page.getByText(/Sie bestellen als Gast: Ada Lovelace/)).toBeVisible();

  await page.getByRole('radio', { name: 'Kredit- oder Debitkarte' }).check();
  await page.getByRole('checkbox', { name: /Ich akzeptiere die/ }).check();
  await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\//);
  const booking = confirmedBooking(page);
  await page.getByRole('button', { name: / bezahlen$/ }).click();
  const { order_number: orderNumber } = await booking;
  expect(orderNumber).toMatch(/^\d{4}-\d{5}$/);

  const [mail] = await messagesTo(email, 1);
  if (!mail) throw new Error('no message');
  expect(mail.subject).toContain(orderNumber);
  expect(mail.html).toMatch(/<html[^>]* lang="de"/);
  expect(mail.text).toContain(orderNumber);
  // The order review link of the e-mail, in German.
  const review = /https?:\/\/[^\s"<>]+\/de\/order-review\/[^\s"<>]+/.exec(mail.text ?? '')?.[0];
  expect(review).toBeTruthy();
  const files = mail.attachments.map((file) => [file.contentType, file.filename]);
  expect(files).toEqual(
    expect.arrayContaining([
      ['application/pdf', expect.stringMatching(new RegExp(`${orderNumber}\\.pdf$`))],
      ['text/calendar', expect.stringMatching(/\.ics$/)],
    ]),
  );
  expect(files.filter(([type]) => type === 'application/pdf')).toHaveLength(2);
  const pdfs = mail.attachments.filter((file) => file.contentType === 'application/pdf');
  for (const pdf of pdfs) expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const calendar = mail.attachments.find((file) => file.contentType === 'text/calendar');
  const ics = calendar?.content.toString('utf8') ?? '';
  const [day = '', time = ''] = line.summary.split(' ');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`${day.replaceAll('-', '')}T${time.replace(':', '')}00`);

  // The review the e-mail links to offers to send it again: a second message arrives.
  await page.goto(new URL(review ?? '').pathname);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const again = page.getByRole('button', { name: 'Bestätigung erneut senden' });
  await again.click();
  await expect(page.getByRole('status').filter({ hasText: 'Erledigt' })).toBeVisible();
  await expect(again).toBeFocused();
  const [, second] = await messagesTo(email, 2);
  expect(second?.subject).toBe(mail.subject);
  expect(second?.attachments.map((file) => file.filename)).toEqual(
    mail.attachments.map((file) => file.filename),
  );
});
