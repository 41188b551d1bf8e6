import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgresDatabase } from '../packages/server/src/test-support/postgres-database.ts';
import { startServer, stopServer } from '../packages/server/src/test-support/server-process.ts';
import { confirmedBooking, expect, fillCart, orderWith, type StoredLine } from './checkout-support.ts';
import { type APIRequestContext, type Page, serverNow, test } from './fixtures.ts';
import { mailTo } from './mail-support.ts';

/** The password every journey's staff choose (the staff app asks for 12 characters at least). */
export const STAFF_PASSWORD = 'a long staff password';

export interface StaffServer {
  baseURL: string;
  /** The first owner's e-mail address and one-time sign-in token (as `staff:create` prints it). */
  owner: { email: string; token: string };
  stop: () => Promise<void>;
}

/**
 * A shop server of the staff journeys' own, with a first owner made as `npm run staff:create` makes
 * one (e2e/admin-server.ts): on a port the system gives it (a fixed one could be taken meanwhile by
 * an outgoing connection, as they come from the same range), with a database of its
 * own (embedded, or on the suite's PostgreSQL server a fresh database seeded with the demo), so that
 * closing a slot or refunding never changes what the other journeys book. Its mail goes to the
 * suite's mail catcher.
 */
export async function startStaffServer(name: string): Promise<StaffServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'museum-shop-e2e-staff-'));
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const postgres = process.env.DATABASE_URL && adminUrl ? await freshPostgresDatabase(adminUrl) : undefined;
  const tokenFile = join(dataDir, 'owner-token');
  const email = `owner-${name}-${Date.now()}@museum.example`;
  const { child, url: baseURL } = await startServer(
    {
      DATA_DIR: join(dataDir, 'data'),
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      SMTP_REQUIRE_TLS: 'false',
      STAFF_OWNER_EMAIL: email,
      STAFF_TOKEN_FILE: tokenFile,
      // The suite's server's now, not TEST_CLOCK itself: this server starts minutes later, and the
      // browser's clock (e2e/fixtures.ts) is the suite's server's.
      CLOCK_START: serverNow().toISOString(),
      ...(postgres ? { DATABASE_URL: postgres.url, SEED_DEMO: 'true' } : {}),
    },
    'e2e/admin-server.ts',
  );
  return {
    baseURL,
    owner: { email, token: readFileSync(tokenFile, 'utf8').trim() },
    stop: async () => {
      await stopServer(child);
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

/**
 * Follows a one-time link's token: chooses the password (and name) and lands signed in, on the
 * sections navigation named `sections` (in the member's language). With `invited`, the screen first
 * shows the address the invitation is for and the name the owner entered, already filled in.
 */
export async function acceptLink(
  page: Page,
  token: string,
  name: string,
  sections = 'Sections',
  invited?: { email: string; name: string },
) {
  await page.goto(`/admin/accept#token=${token}`);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  if (invited) {
    await expect(page.getByText(`This invitation is for ${invited.email},`)).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue(invited.name);
  }
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('New password').fill(STAFF_PASSWORD);
  await page.getByLabel('Repeat the password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page.getByRole('navigation', { name: sections })).toBeVisible();
  // The app has taken the member to their first screen (it may ask the server which first).
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** A date (YYYY-MM-DD) as the English staff app's date fields show it: 28/11/2026. */
export const shownDate = (date: string) => date.split('-').reverse().join('/');

/**
 * Types `date` (YYYY-MM-DD) into the staff app's date field named `label` by keyboard, as a person
 * does: empties it with Backspace, then types day, month and year.
 */
export async function typeDate(page: Page, label: string, date: string) {
  const field = page.getByRole('group', { name: label, exact: true });
  const segments = field.getByRole('spinbutton');
  await segments.last().focus();
  for (let key = 0; key < 12; key += 1) await page.keyboard.press('Backspace');
  await expect(segments.first()).toBeFocused();
  await page.keyboard.type(date.split('-').reverse().join(''));
  await expect(field).toHaveText(shownDate(date));
}

/** Signs in on the staff app's sign-in screen. */
export async function signIn(page: Page, email: string) {
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
}

/**
 * Signs the owner in and opens *Events & exhibitions* from the sections navigation, as a museum
 * starts building its catalog.
 */
export async function openCatalogAsOwner(page: Page, server: StaffServer) {
  await signIn(page, server.owner.email);
  // Signed in, the app lands on the orders; a section chosen before that would be left again.
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Events & exhibitions' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events & exhibitions' })).toBeVisible();
}

/** Waits up to 20 s for a message to `address` whose subject matches, and answers it. */
export async function messageTo(address: string, subject: RegExp = /./) {
  for (let tries = 0; tries < 40; tries += 1) {
    const found = (await mailTo(address)).find((mail) => subject.test(mail.subject ?? ''));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No message to ${address} matching ${subject}`);
}

/**
 * A staff journey file's setup: its tests run in order, on a staff server of their own named `name`
 * (started before the first, stopped after the last), which is also their `baseURL`. Returns the server.
 */
export function staffServerFor<S extends StaffServer = StaffServer>(
  name: string,
  startServer: (name: string) => Promise<S> = startStaffServer as (name: string) => Promise<S>,
): () => S {
  test.describe.configure({ mode: 'serial' });
  // Playwright may set up a test's `baseURL` before the file's beforeAll has run: whichever comes
  // first starts the one server, and the other waits for it.
  let starting: Promise<S> | undefined;
  const start = () => {
    starting ??= startServer(name);
    return starting;
  };
  let server: S | undefined;
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright needs the pattern, even an empty one.
  test.use({ baseURL: async ({}, use) => use((await start()).baseURL) });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await start();
  });
  test.afterAll(async () => {
    await (await starting)?.stop();
  });
  return () => {
    if (!server) throw new Error("The staff journeys' server has not started");
    return server;
  };
}

interface Session {
  token: string;
}

const owners = new WeakMap<StaffServer, Promise<Session>>();

/** The first owner's session, made once per server by following the one-time link's token through the API. */
export function ownerSession(request: APIRequestContext, server: StaffServer): Promise<Session> {
  let session = owners.get(server);
  if (!session) {
    session = (async () => {
      const response = await request.post(`${server.baseURL}/api/en/staff/auth/accept?shop=1`, {
        data: { token: server.owner.token, password: STAFF_PASSWORD, name: 'Olga Owner' },
      });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { data: Session }).data;
    })();
    owners.set(server, session);
  }
  return session;
}

/** The one-time token of the newest invitation link in the messages to `address`. */
export async function inviteToken(address: string): Promise<string> {
  const mail = await messageTo(address, /./);
  const token = /\/admin\/accept#token=([A-Za-z0-9_-]+)/.exec(`${mail.text ?? ''} ${mail.html || ''}`)?.[1];
  if (!token) throw new Error(`The message to ${address} has no sign-in link`);
  return token;
}

/** A member of staff of `role`, invited by the owner and with the password chosen, through the API. */
export async function staffMember(
  request: APIRequestContext,
  server: StaffServer,
  role: 'box_office' | 'viewer' | 'owner',
  name: string,
): Promise<{ email: string }> {
  const owner = await ownerSession(request, server);
  const email = `${role.replace('_', '-')}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@museum.example`;
  const invited = await request.post(
    `${server.baseURL}/api/en/staff/members/invite?shop=1&_=${owner.token}`,
    {
      data: { email, name, role },
    },
  );
  expect(invited.status()).toBe(200);
  const accepted = await request.post(`${server.baseURL}/api/en/staff/auth/accept?shop=1`, {
    data: { token: await inviteToken(email), password: STAFF_PASSWORD },
  });
  expect(accepted.status()).toBe(200);
  return { email };
}

/**
 * A guest buys `lines` through the visitor's checkout and pays in the sandbox, with an e-mail
 * address of the test's own; answers the order number.
 */
export async function paidOrder(page: Page, lines: StoredLine[], email: string): Promise<string> {
  await fillCart(page, lines);
  return payAsGuest(page, email);
}

/**
 * On the checkout with a filled basket: orders as a guest with an e-mail address of the test's
 * own and pays in the sandbox (the amount `total`, when given); answers the order number.
 */
export async function payAsGuest(page: Page, email: string, total?: string): Promise<string> {
  await continueAsGuest(page, email);
  await orderWith(page, 'Credit or debit card');
  const booking = confirmedBooking(page);
  const pay = page.getByRole('button', { name: /^Pay / });
  if (total) await expect(pay).toContainText(total);
  await pay.click();
  const { order_number: orderNumber } = await booking;
  if (!orderNumber) throw new Error('The order has no number');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  return orderNumber;
}

/** On the checkout with a filled basket: gives a guest's details with an e-mail address of the test's own. */
export async function continueAsGuest(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Order as a guest' });
  await form.getByLabel('Salutation').selectOption({ index: 1 });
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Street and number').fill('Lichtstraße 1');
  await form.getByLabel('Postcode').fill('10115');
  await form.getByLabel('City').fill('Berlin');
  await form.getByLabel('Country').selectOption({ label: 'Germany' });
  await form.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByText(/You are ordering as a guest: Grace Hopper/)).toBeVisible();
}
