import { readFile } from 'node:fs/promises';
import { ownerSession, paidOrder, signIn, staffServerFor, typeDate } from './admin-support.ts';
import { expectNoAxeViolationsAtBothWidths } from './axe.ts';
import { GUEST_FORM_CHECK, type StoredLine } from './checkout-support.ts';
import { expect, museumDaysAhead, test } from './fixtures.ts';

/**
 * Issue 35, as a museum starts: the owner makes "Spring Exhibition" in the staff app, with an adult
 * ticket and opening hours (every 30 minutes from 10:00, 40 places, closed on Mondays), sees the
 * month of slots before saving, and publishes it; a visitor then finds it in the shop and buys a
 * ticket. Its own server, so the new event appears in no other journey's shop.
 */
const server = staffServerFor('catalog');

interface Collect {
  data: {
    tickets: {
      id: number;
      name: string;
      price: number;
      schedule: { datetime: string; max_tickets: number }[];
    }[];
  };
}

test('the owner builds an exhibition from its opening hours, and a visitor buys a ticket for it', async ({
  page,
  request,
  newContext,
  expectConsoleErrors,
}) => {
  test.setTimeout(180_000);
  // The guest form asks the server to check it before it is complete (a 422, as in every guest order).
  expectConsoleErrors(GUEST_FORM_CHECK);
  await ownerSession(request, server());
  const context = await newContext({ baseURL: server().baseURL });
  const staff = await context.newPage();
  const end = museumDaysAhead(40);
  let eventId = 0;
  try {
    await signIn(staff, server().owner.email);
    // Signed in, the app lands on the orders; a section chosen before that would be left again.
    await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await staff
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Events & exhibitions' })
      .click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Events & exhibitions' })).toBeVisible();
    await staff.getByRole('link', { name: 'New event' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();

    await staff.getByRole('textbox', { name: 'Name in English' }).first().fill('Spring Exhibition');
    await staff.getByLabel('Venue').selectOption({ index: 1 });
    await typeDate(staff, 'Last day', end);

    await staff.getByRole('button', { name: 'Add ticket type' }).click();
    const ticket = staff.getByRole('group', { name: /^Ticket type 1/ });
    await ticket.getByRole('textbox', { name: 'Name in English' }).fill('Adult');
    await ticket.getByRole('textbox', { name: 'Price in euros' }).fill('12,50');

    // A new rule opens every day from 10:00 to 16:30 every 30 minutes: Mondays off, 40 places.
    await staff.getByRole('button', { name: 'Add opening rule' }).click();
    const rule = staff.getByRole('group', { name: 'Opening rule 1' });
    await expect(rule.getByRole('checkbox', { name: 'Monday' })).toBeFocused();
    // The new rule's first weekday has the focus: Space takes Monday off, as by keyboard.
    await staff.keyboard.press('Space');
    await expect(rule.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
    await rule.getByRole('textbox', { name: 'Places per slot' }).fill('40');
    // Next month before saving (this one may have no day left): a Monday has no slot, other days 14.
    await staff.getByRole('button', { name: /^Next month/ }).click();
    const preview = staff.getByRole('table', { name: /^Slots in/ });
    await expect(preview).toContainText('14 slots');

    await staff.getByRole('button', { name: 'Create draft' }).click();
    await expect(staff).toHaveURL(/\/admin\/catalog\/\d+$/);
    eventId = Number(/\/catalog\/(\d+)$/.exec(staff.url())?.[1]);
    await expect(staff.getByText('Draft', { exact: true }).first()).toBeVisible();
    await staff.getByRole('button', { name: 'Publish' }).click();
    await expect(staff.getByText('Published', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(staff, 'the event editor');

    // The whole catalog leaves the shop as one document, the new exhibition in it.
    await staff
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Events & exhibitions' })
      .click();
    await staff.getByRole('link', { name: 'Export and import' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Export and import' })).toBeVisible();
    const download = staff.waitForEvent('download');
    await staff.getByRole('button', { name: 'Download file' }).click();
    const file = await (await download).path();
    const document = JSON.parse(await readFile(file, 'utf8')) as {
      format: string;
      events: { status: string; document: { name: { en?: string } } }[];
    };
    expect(document.format).toBe('museum-shop-catalog');
    expect(document.events.find((event) => event.document.name.en === 'Spring Exhibition')?.status).toBe(
      'published',
    );
    await expectNoAxeViolationsAtBothWidths(staff, 'export and import');
  } finally {
    await context.close();
  }

  // The visitor finds it in the shop, and buys a ticket for its first time with places.
  await page.goto(`/en/tickets/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spring Exhibition' })).toBeVisible();
  const collect = (await (
    await request.get(`${server().baseURL}/api/en/ticket/collect/event/${eventId}?shop=1`)
  ).json()) as Collect;
  const [adult] = collect.data.tickets;
  const slot = adult?.schedule.find((entry) => entry.max_tickets >= 2);
  if (!adult || !slot) throw new Error('The new exhibition has no time with places');
  expect(adult).toMatchObject({ name: 'Adult', price: 1250 });
  expect(new Date(`${slot.datetime.slice(0, 10)}T12:00:00Z`).getUTCDay()).not.toBe(1);
  const line: StoredLine = {
    key: 'spring',
    item: { type: 'ticket', id: adult.id, count: 2, datetime: slot.datetime },
    name: `Spring Exhibition: ${adult.name}`,
    summary: slot.datetime,
    total: adult.price * 2,
  };
  await paidOrder(page, [line], `spring-${Date.now()}@example.org`);
});
