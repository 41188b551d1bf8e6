import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { openCatalogAsOwner, ownerSession, payAsGuest, staffServerFor, typeDate } from './admin-support.ts';
import { expectNoAxeViolationsAtBothWidths } from './axe.ts';
import { chooseCalendarDay, GUEST_FORM_CHECK, shownOrderNumber } from './checkout-support.ts';
import { expect, museumDaysAhead, type Page, test } from './fixtures.ts';

/**
 * Issue 35's done-when, as a museum starts: the owner makes "Spring Exhibition" in the staff app,
 * with an adult, a reduced and a family ticket at 7 % VAT and opening hours (every 30 minutes from
 * 10:00 to 17:00, 40 places, closed on Mondays), sees the month of slots before saving, and
 * publishes it. A visitor buys each ticket in the shop; the day sheet shows them; a later price
 * change leaves the order, its tickets PDF and its invoice as sold, while a basket filled before it
 * says the price changed and a new visitor sees the new price. Its own server, so the new event appears in no other journey's shop. (The tour's half of
 * the journey is admin-catalog-tour.spec.ts.)
 */
const server = staffServerFor('catalog');

/** A PDF's text as a person (or pdftotext) reads it. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

/** The first day from tomorrow on that is not a Monday (the exhibition is closed on Mondays). */
function firstOpenDay(): string {
  const tomorrow = museumDaysAhead(1);
  return new Date(`${tomorrow}T12:00:00Z`).getUTCDay() === 1 ? museumDaysAhead(2) : tomorrow;
}

/** Adds a ticket type with its English name and price, at 7 % VAT; answers its fields. */
async function addTicketType(staff: Page, n: number, name: string, price: string) {
  await staff.getByRole('button', { name: 'Add ticket type' }).click();
  const ticket = staff.getByRole('group', { name: new RegExp(`^Ticket type ${n}`) });
  await ticket.getByRole('textbox', { name: 'Name in English' }).first().fill(name);
  await ticket.getByRole('textbox', { name: 'Price in euros' }).first().fill(price);
  await ticket.getByLabel('VAT', { exact: true }).first().selectOption({ label: '7%' });
  return ticket;
}

test('the owner builds an exhibition from its opening hours; a visitor buys each ticket, kept as sold', async ({
  page,
  request,
  newContext,
  expectConsoleErrors,
}) => {
  test.setTimeout(240_000);
  // The guest form asks the server to check it before it is complete (a 422, as in every guest order).
  expectConsoleErrors(GUEST_FORM_CHECK);
  await ownerSession(request, server());
  const context = await newContext({ baseURL: server().baseURL });
  const staff = await context.newPage();
  const end = museumDaysAhead(40);
  let eventId = 0;
  let review = '';
  try {
    await openCatalogAsOwner(staff, server());
    await staff.getByRole('link', { name: 'New event' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();

    await staff.getByRole('textbox', { name: 'Name in English' }).first().fill('Spring Exhibition');
    await staff.getByLabel('Venue').selectOption({ index: 1 });
    await typeDate(staff, 'Last day', end);

    await addTicketType(staff, 1, 'Adult', '12,50');
    await addTicketType(staff, 2, 'Reduced', '8,00');
    // The family ticket: one price for one or two adults with one to three children.
    const family = await addTicketType(staff, 3, 'Family', '30,00');
    // By keyboard: the sticky save bar may cover the box at the foot of the screen.
    const isFamily = family.getByRole('checkbox', { name: 'Family ticket' });
    await isFamily.focus();
    await staff.keyboard.press('Space');
    await expect(isFamily).toBeChecked();
    for (const [n, name, max] of [
      [1, 'Adult', '2'],
      [2, 'Child', '3'],
    ] as const) {
      await family.getByRole('button', { name: 'Add sub-ticket' }).click();
      const sub = family.getByRole('group', { name: `Sub-ticket ${n}` });
      await sub.getByRole('textbox', { name: 'Name in English' }).fill(name);
      await sub.getByRole('textbox', { name: 'At least' }).fill('1');
      await sub.getByRole('textbox', { name: 'At most' }).fill(max);
    }

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

    // The visitor finds it in the shop and buys one of each on its first open day, at 10:00.
    const day = firstOpenDay();
    await page.goto(`/en/tickets/${eventId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Spring Exhibition' })).toBeVisible();
    await chooseCalendarDay(page, day);
    await page.getByRole('radio', { name: /^10:00/ }).check();
    await page.getByRole('spinbutton', { name: /^Adult €12\.50/ }).fill('1');
    await page.getByRole('spinbutton', { name: /^Reduced €8\.00/ }).fill('1');
    const familyChoice = page.getByRole('group', { name: /^Family/ });
    await familyChoice.getByRole('spinbutton', { name: /^Adult/ }).fill('1');
    await familyChoice.getByRole('spinbutton', { name: /^Child/ }).fill('2');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your basket' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the basket' }).click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    const orderNumber = await payAsGuest(page, `spring-${Date.now()}@example.org`, '€50.50');
    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
    review = page.url();
    await expectSoldAsBought(page, orderNumber);
    // The visitor puts another adult ticket in the basket at €12.50, and leaves it there.
    await page.goto(`/en/tickets/${eventId}`);
    await chooseCalendarDay(page, day);
    await page.getByRole('spinbutton', { name: /^Adult €12\.50/ }).fill('1');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();

    // The day sheet counts the five persons at 10:00, and its list names the buyer.
    await staff.goto(`/admin/day-sheet?date=${day}`);
    const row = staff
      .getByRole('table', { name: /^Time slots on / })
      .getByRole('row')
      .filter({ hasText: 'Spring Exhibition' })
      .filter({ hasText: '10:00–' });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(2)).toHaveText('40');
    await expect(row.getByRole('cell').nth(3)).toHaveText('5');
    await staff.getByRole('link', { name: "Day's list to print" }).click();
    const visits = staff.getByRole('table', { name: /^Booked visits on / });
    const visitsOfOrder = visits.getByRole('row').filter({ hasText: orderNumber });
    await expect(visitsOfOrder).toHaveCount(3);
    for (const ticket of ['Adult', 'Reduced', 'Family'])
      await expect(visitsOfOrder.filter({ hasText: `Spring Exhibition: ${ticket}` })).toContainText(
        'Grace Hopper',
      );

    // The owner raises the adult price: the order, its PDFs and invoice stay as sold.
    await staff.goto(`/admin/catalog/${eventId}`);
    const adult = staff.getByRole('group', { name: /^Ticket type 1/ });
    await adult.getByRole('textbox', { name: 'Price in euros' }).first().fill('15,00');
    await staff.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(staff.getByTestId('announcer')).toHaveText('Saved');
  } finally {
    await context.close();
  }
  await page.goto(review);
  await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  await expectSoldAsBought(page, await shownOrderNumber(page));
  // The basket filled before the change takes the new price, and says so; so does a new visitor's.
  await page.goto('/en/checkout');
  await expect(
    page.getByText('The price has changed since you added this item: now €15.00 instead of €12.50.'),
  ).toBeVisible();
  await page.goto(`/en/tickets/${eventId}`);
  await expect(page.getByRole('spinbutton', { name: /^Adult €15\.00/ })).toBeVisible();
});

/**
 * The order review of the Spring Exhibition order as sold: its lines at the prices paid, and the
 * tickets PDF and the invoice downloaded from it printing those prices.
 */
async function expectSoldAsBought(page: Page, orderNumber: string) {
  const ordered = page.getByRole('main');
  await expect(ordered.getByRole('row', { name: /^Adult 1 €12\.50/ })).toBeVisible();
  await expect(ordered.getByRole('row', { name: /^Reduced 1 €8\.00/ })).toBeVisible();
  await expect(ordered.getByText('€50.50').first()).toBeVisible();
  const texts: string[] = [];
  for (const link of ['Download tickets (PDF)', 'Download invoice (PDF)']) {
    const saved = page.waitForEvent('download');
    await page.getByRole('link', { name: link }).click();
    texts.push(pdfText(await readFile(await (await saved).path())));
  }
  const [tickets = '', invoice = ''] = texts;
  expect(tickets).toContain(orderNumber);
  expect(tickets).toContain('12.50');
  expect(invoice).toContain('12.50');
  expect(invoice).toContain('50.50');
  expect(`${tickets}${invoice}`).not.toContain('15.00');
}
