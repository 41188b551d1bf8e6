import { openCatalogAsOwner, ownerSession, staffServerFor } from './admin-support.ts';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from './axe.ts';
import { expect, failedLoad, type Page, test } from './fixtures.ts';

/**
 * Issue 35: a draft is seen only in the staff preview. The owner takes a demo exhibition and a
 * guided tour back to draft; their editors offer "View as visitor", which opens the screen in a new
 * tab through the shop's preview link, where the shop says it is a draft. A visitor's tab without
 * the link finds neither. Its own server, so the drafts hide nothing from the other journeys.
 */
const server = staffServerFor('draft-preview');

const EXHIBITION = 'Neon Nights: 100 years of glowing signs';

interface Listed {
  id: number;
  name: { en?: string };
}

test('the owner views a draft exhibition and a draft tour as a visitor would; visitors find neither', async ({
  page,
  request,
  newContext,
  expectConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // The visitor's tab asks for the drafts without the link: each read of them is a 404.
  expectConsoleErrors(failedLoad(404, '/ticket/'), failedLoad(404, '/tour'));
  const { token } = await ownerSession(request, server());
  const api = (path: string) =>
    `${server().baseURL}/api/en/${path}${path.includes('?') ? '&' : '?'}_=${token}`;
  const listed = async (kind: 'events' | 'tours'): Promise<Listed[]> =>
    (await (await request.get(api(`staff/catalog/${kind}`))).json()).data[kind];
  const event = (await listed('events')).find((item) => item.name.en === EXHIBITION);
  const tour = (await listed('tours'))[0];
  if (!event || !tour) throw new Error('the demo has the exhibition and a tour');
  for (const [kind, id] of [
    ['events', event.id],
    ['tours', tour.id],
  ] as const) {
    const changed = await request.post(api(`staff/catalog/${kind}/${id}/status`), {
      data: { status: 'draft' },
    });
    expect(changed.status()).toBe(200);
  }

  const context = await newContext({ baseURL: server().baseURL });
  const staff = await context.newPage();
  await openCatalogAsOwner(staff, server());
  await staff.goto(`/admin/catalog/${event.id}`);
  const status = staff.getByRole('region', { name: 'Status' });
  await expect(status.getByText('Draft', { exact: true })).toBeVisible();
  const view = status.getByRole('link', { name: 'View as visitor (new tab)' });
  await expect(view).toHaveAttribute('href', new RegExp(`^/en/tickets/${event.id}\\?preview=`));
  await expectNoAxeViolations(staff, 'the event editor of a draft');

  // By keyboard: the link takes the focus and Enter opens the shop's screen in a new tab.
  await view.focus();
  await expect(view).toBeFocused();
  const [shown] = await Promise.all([context.waitForEvent('page'), staff.keyboard.press('Enter')]);
  await expect(shown.getByRole('heading', { level: 1, name: EXHIBITION })).toBeVisible();
  await expect(
    shown.getByRole('note').filter({ hasText: 'Draft: this event is not visible to visitors.' }),
  ).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(shown, 'a draft exhibition in the preview');

  await staff.goto(`/admin/catalog/tours/${tour.id}`);
  const tourView = staff
    .getByRole('region', { name: 'Status' })
    .getByRole('link', { name: 'View as visitor (new tab)' });
  const [shownTour] = await Promise.all([context.waitForEvent('page'), tourView.click()]);
  await expect(
    shownTour.getByRole('note').filter({ hasText: 'Draft: this tour is not visible to visitors.' }),
  ).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(shownTour, 'a draft tour in the preview');

  // A visitor's tab has no preview link: the drafts are not there.
  await expectNotFound(page, `/en/tickets/${event.id}`, 'Event not found');
  await expectNotFound(page, `/en/guided-tours/${tour.id}`, 'Tour not found');
});

async function expectNotFound(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Draft:' })).toHaveCount(0);
}
