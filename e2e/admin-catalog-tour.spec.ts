import { openCatalogAsOwner, ownerSession, payAsGuest, staffServerFor, typeDate } from './admin-support.ts';
import { expectNoAxeViolationsAtBothWidths } from './axe.ts';
import { chooseCalendarDay, GUEST_FORM_CHECK } from './checkout-support.ts';
import { expect, museumDaysAhead, test } from './fixtures.ts';

/**
 * Issue 35's done-when, the guided tour's half (admin-catalog.spec.ts is the exhibition's): the
 * owner makes "Spring tour in German" in the staff app, guided in German, 25 people per guide, one
 * price, a start at 11:00 every day with one guide and one question that must be answered, sees the
 * month of starts before saving, and publishes it. A visitor books it in the shop, is stopped until
 * the question is answered, and pays as a guest; the day sheet counts the two participants at 11:00,
 * and its list names the buyer and shows the guide the group's answer. Its own server, so the new
 * tour appears in no other journey's shop.
 */
const server = staffServerFor('catalog-tour');

const TOUR = 'Spring tour in German';
const QUESTION = 'Name of the group leader';

test('the owner builds a German tour at 11:00 with a mandatory question; a visitor books it, and the day sheet shows them', async ({
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
  try {
    await openCatalogAsOwner(staff, server());
    await expect(staff.getByRole('heading', { level: 2, name: 'Guided tours' })).toBeVisible();
    await staff.getByRole('link', { name: 'New guided tour' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'New guided tour' })).toBeVisible();

    const details = staff.getByRole('region', { name: 'About the guided tour' });
    await details.getByRole('textbox', { name: 'Name in English' }).fill(TOUR);
    await details.getByRole('combobox', { name: 'Venue' }).selectOption({ index: 1 });
    await details.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
    await details.getByRole('combobox', { name: 'Language of the guide' }).selectOption({ label: 'German' });
    await details.getByRole('textbox', { name: 'People per guide' }).fill('25');

    // Booked without admission tickets (a new tour's default), so one price is all it needs.
    const prices = staff.getByRole('region', { name: 'Price list' });
    await prices.getByRole('button', { name: 'Add price' }).click();
    const price = prices.getByRole('group', { name: /^Price 1/ });
    await expect(price.getByRole('textbox', { name: 'Name in English' })).toBeFocused();
    await price.getByRole('textbox', { name: 'Name in English' }).fill('Participant');
    await price.getByRole('textbox', { name: 'Price in euros' }).fill('9,00');

    const questions = staff.getByRole('region', { name: 'Questions to the group' });
    await questions.getByRole('button', { name: 'Add question' }).click();
    const question = questions.getByRole('group', { name: /^Question 1/ });
    // A new question asks for a line of text; its kind has the focus.
    await expect(question.getByRole('combobox', { name: 'Kind of answer' })).toBeFocused();
    await expect(question.getByRole('combobox', { name: 'Kind of answer' })).toHaveValue('text');
    await question.getByRole('textbox', { name: 'Question in English' }).fill(QUESTION);
    // The box drawn over the checkbox takes the click, as for a person: its label is clicked.
    await question.getByText('Must be answered', { exact: true }).click();
    await expect(question.getByRole('checkbox', { name: 'Must be answered' })).toBeChecked();
    await expect(questions.getByRole('group', { name: `Question 1: ${QUESTION}` })).toBeVisible();

    // A new rule starts the tour every day from today, at a list of times with one guide: 11:00 only.
    await staff.getByRole('button', { name: 'Add opening rule' }).click();
    const rule = staff.getByRole('group', { name: 'Opening rule 1' });
    await expect(rule.getByRole('checkbox', { name: 'Monday' })).toBeFocused();
    await expect(rule.getByRole('radio', { name: 'A list of times' })).toBeChecked();
    await rule.getByRole('textbox', { name: 'Times', exact: true }).fill('11:00');
    await expect(rule.getByRole('textbox', { name: 'Guides at this time' })).toHaveValue('1');
    // Next month before saving (this one may have no day left): every day one start of one guide.
    await staff.getByRole('button', { name: /^Next month/ }).click();
    const preview = staff.getByRole('table', { name: /^Slots in/ });
    await expect(preview).toContainText('1 slot 11:00 1 guide · 25 places');
    await expect(preview).not.toContainText('No slots');

    await staff.getByRole('button', { name: 'Create draft' }).click();
    await expect(staff).toHaveURL(/\/admin\/catalog\/tours\/\d+$/);
    const tourId = Number(/\/tours\/(\d+)$/.exec(staff.url())?.[1]);
    await expect(staff.getByRole('heading', { level: 1, name: `Guided tour: ${TOUR}` })).toBeVisible();
    await expect(staff.getByText('Draft', { exact: true }).first()).toBeVisible();
    await staff.getByRole('button', { name: 'Publish' }).click();
    await expect(staff.getByText('Published', { exact: true }).first()).toBeVisible();
    await expect(staff.getByTestId('announcer')).toHaveText('Published: the guided tour is on sale.');
    await expectNoAxeViolationsAtBothWidths(staff, 'the guided tour editor');

    // The visitor books two places at 11:00 tomorrow (today's start may be over).
    const day = museumDaysAhead(1);
    await page.goto(`/en/guided-tours/${tourId}`);
    await expect(page.getByRole('heading', { level: 1, name: TOUR })).toBeVisible();
    await expect(page.getByText('In German', { exact: true })).toBeVisible();
    await chooseCalendarDay(page, day);
    // The day's only start is chosen by itself.
    await expect(page.getByRole('radio', { name: /^11:00/ })).toBeChecked();
    await page.getByRole('spinbutton', { name: /^Participant/ }).fill('2');
    await expect(page.getByText('€18.00').first()).toBeVisible();
    // Unanswered, the question stops the booking and says so.
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByText('Please answer all mandatory fields.')).toBeVisible();
    const answer = page.getByRole('textbox', { name: new RegExp(QUESTION) });
    await expect(answer).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'the tour booking with a mandatory question unanswered');
    await answer.fill('Ms Berg');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your basket' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the basket' }).click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await expect(page.getByText(TOUR).first()).toBeVisible();
    const orderNumber = await payAsGuest(page, `tour-${Date.now()}@example.org`, '€18.00');
    // The order keeps the group's answer.
    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
    await expect(page.getByText(`${QUESTION}: Ms Berg`)).toBeVisible();

    // The day sheet counts the two participants at 11:00, and its list names the buyer.
    await staff
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Day sheet' })
      .click();
    await typeDate(staff, 'Date', day);
    const row = staff
      .getByRole('table', { name: /^Time slots on / })
      .getByRole('row')
      .filter({ hasText: TOUR })
      .filter({ hasText: '11:00–12:00' });
    await expect(row).toHaveCount(1);
    // 25 places for its one guide: 2 sold, none held, 23 free.
    await expect(row.getByRole('cell')).toHaveText([
      '11:00–12:00',
      `${TOUR} (tour)`,
      '25',
      '2',
      '0',
      '23',
      'Open',
      /^Close/,
    ]);
    await staff.getByRole('link', { name: "Day's list to print" }).click();
    await expect(staff.getByRole('heading', { level: 1, name: /^Visitors on / })).toBeVisible();
    const visit = staff
      .getByRole('table', { name: /^Booked visits on / })
      .getByRole('row')
      .filter({ hasText: orderNumber });
    await expect(visit).toHaveCount(1);
    await expect(visit.getByRole('cell')).toHaveText([
      '11:00',
      new RegExp(TOUR),
      orderNumber,
      'Grace Hopper',
      '2',
      /^2 × Participant/,
    ]);
    // The guide reads the group's answer there.
    await expect(visit.getByRole('list', { name: "The group's answers" })).toHaveText(`${QUESTION}: Ms Berg`);
  } finally {
    await context.close();
  }
});
