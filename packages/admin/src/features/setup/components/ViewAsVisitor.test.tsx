import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { halfSetUpShop, SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const PREVIEW = 'GET staff/shop/preview';
const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);
const TOKEN = '7.1795000000.abcdefghijklmnopqrstuv';

/** The checklist's "View as visitor" panel, once it has what it shows. */
async function panel(answers: Parameters<typeof renderWithApi>[1], language: 'en' | 'de' = 'en') {
  const view = await renderWithApi(app, answers, { route: '/setup', language });
  const region = await screen.findByRole('region', {
    name: language === 'en' ? 'View as visitor' : 'Als Besucher ansehen',
  });
  return { region, calls: view.calls };
}

describe('"View as visitor" on the setup checklist (issue 34)', () => {
  it('links the closed shop in each offered language with a preview token, opening a new tab', async () => {
    const { region } = await panel({
      [SETUP]: setupAnswer(),
      [PREVIEW]: () => ({ body: { data: { token: TOKEN, until: '2026-11-25T10:00:00.000Z' } } }),
    });
    expect(region.textContent).toContain('Visitors see “opening soon” until you open the shop.');
    const links = await within(region).findAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
    ).toEqual([
      ['The shop in English (new tab)', `/en/?preview=${TOKEN}`, '_blank'],
      ['The shop in German (new tab)', `/de/?preview=${TOKEN}`, '_blank'],
    ]);
  });

  it('links the open shop as every visitor sees it, without asking for a token', async () => {
    const { region, calls } = await panel({ [SETUP]: setupAnswer({ ...halfSetUpShop(), open: true }) }, 'de');
    expect(region.textContent).toContain('Der Shop ist geöffnet');
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/en/', '/de/']);
    expect(links[1]?.textContent).toBe('Der Shop auf Deutsch (neuer Tab)');
    expect(calls.filter((call) => call.url.includes('staff/shop/preview'))).toEqual([]);
  });

  it('says when no preview link could be had, and tries again on request', async () => {
    let answers = 0;
    const { region } = await panel({
      [SETUP]: setupAnswer(),
      [PREVIEW]: () =>
        ++answers === 1
          ? { status: 403, body: { code: 'FORBIDDEN', message: 'No' } }
          : { body: { data: { token: TOKEN, until: '2026-11-25T10:00:00.000Z' } } },
    });
    fireEvent.click(await within(region).findByRole('button', { name: 'Try again' }));
    expect((await within(region).findAllByRole('link'))[0]?.getAttribute('href')).toBe(
      `/en/?preview=${TOKEN}`,
    );
  });
});
