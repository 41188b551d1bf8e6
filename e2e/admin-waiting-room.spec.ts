import { signIn, staffMember, staffServerFor } from './admin-support.ts';
import { expectNoAxeViolationsAtBothWidths } from './axe.ts';
import {
  confirmedBooking,
  continueAsGuest,
  fillCart,
  orderWith,
  timedTicketLine,
} from './checkout-support.ts';
import { expect, failedLoad, test } from './fixtures.ts';

/**
 * Issue 38's waiting room, as a sale is run: the box office switches it on, paused, in the staff
 * app; a visitor who orders is sent to the queue and keeps a place across a reload; the box office
 * resumes, and the visitor is let in, comes back to the checkout and pays. Its own server: the room
 * would queue every other journey.
 */
const server = staffServerFor('waiting-room');

test('a visitor queues for a sale the box office runs, is let in when it resumes, and pays', async ({
  page,
  request,
  newContext,
  expectConsoleErrors,
}) => {
  test.setTimeout(120_000);
  const { email } = await staffMember(request, server(), 'box_office', 'Wanda Waiting');
  const context = await newContext({ baseURL: server().baseURL });
  const staff = await context.newPage();
  try {
    await signIn(staff, email);
    await staff
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Waiting room' })
      .click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Waiting room' })).toBeVisible();
    await expect(staff.getByText('The waiting room is off.')).toBeVisible();
    // React Aria's checkbox: its input is hidden behind the label a person clicks.
    await staff.locator('label', { hasText: /^Waiting room on$/ }).click();
    await expect(staff.getByRole('checkbox', { name: 'Waiting room on' })).toBeChecked();
    await staff.getByRole('textbox', { name: 'Visitors let in per minute' }).fill('600');
    await staff.getByRole('button', { name: 'Save' }).click();
    await expect(staff.getByTestId('announcer')).toHaveText('Waiting room saved: on, 600 visitors a minute.');
    await staff.getByRole('button', { name: 'Pause letting in' }).click();
    await expect(staff.getByText('Paused', { exact: true })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(staff, 'the waiting room, paused');

    // The visitor orders, and is sent to the queue instead of the payment page (initPayment's 409).
    expectConsoleErrors(failedLoad(409, '/checkout/initPayment?'));
    const line = await timedTicketLine(request, 1);
    await fillCart(page, [line]);
    await continueAsGuest(page, expectConsoleErrors);
    await page.getByRole('radio', { name: 'Credit or debit card' }).check();
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: /Order with obligation to pay/ }).click();
    await expect(page).toHaveURL(/\/en\/waiting-room\?next=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Waiting room' })).toBeVisible();
    const place = page.getByRole('status').filter({ hasText: 'You are next in the queue.' });
    await expect(place).toContainText('The queue is paused for a moment.');
    await expectNoAxeViolationsAtBothWidths(page, 'the waiting room, paused');
    // A reload keeps the place: still next, not behind a new place of its own.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'You are next in the queue.' })).toBeVisible();

    await staff.getByRole('button', { name: 'Resume letting in' }).click();
    await expect(staff.getByTestId('announcer')).toHaveText('Resumed: visitors are let in again.');
  } finally {
    await context.close();
  }

  // Let in at the page's next question: back to the checkout, which now starts the payment.
  await expect(page).toHaveURL(/\/en\/checkout/, { timeout: 20_000 });
  await orderWith(page, 'Credit or debit card');
  const confirmed = confirmedBooking(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await confirmed;
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
});
