import type { StaffTour } from '@museum-shop/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test-support/render.tsx';
import { staffEvent } from '../catalog-fixture.ts';
import { EventStatusActions } from './EventStatusActions.tsx';
import { TourStatusActions } from './TourStatusActions.tsx';

afterEach(cleanup);

const PREVIEW = 'GET staff/shop/preview';
const TOKEN = '1.1795000000.abcdefghijklmnopqrstuv';
const previewLink = () => ({ body: { data: { token: TOKEN, until: '2026-11-25T10:00:00.000Z' } } });
/** The status panel reads only a tour's id and status. */
const tour = (status: StaffTour['status']) => ({ id: 3, status, kept_slots: [] }) as unknown as StaffTour;

describe('"View as visitor" of an event or a tour (issue 35)', () => {
  it('opens a draft tour’s screen in a new tab through the shop’s preview link', async () => {
    await renderWithApi(<TourStatusActions tour={tour('draft')} dirty={false} languages={['en', 'de']} />, {
      [PREVIEW]: previewLink,
    });
    const link = await screen.findByRole('link', { name: 'View as visitor (new tab)' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      `/en/guided-tours/3?preview=${TOKEN}`,
      '_blank',
      'noopener',
    ]);
  });

  it('shows the screen in the staff member’s language where the shop offers it, else in its default', async () => {
    const event = staffEvent({ status: 'published' });
    const first = await renderWithApi(
      <EventStatusActions event={event} dirty={false} languages={['fr', 'de']} />,
      { [PREVIEW]: previewLink },
      { language: 'de' },
    );
    const inGerman = await screen.findByRole('link', { name: 'Als Besucher ansehen (neuer Tab)' });
    expect(inGerman.getAttribute('href')).toBe(`/de/tickets/7?preview=${TOKEN}`);
    first.unmount();
    await renderWithApi(
      <EventStatusActions event={event} dirty={false} languages={['fr', 'en']} />,
      { [PREVIEW]: previewLink },
      { language: 'de' },
    );
    const inFrench = await screen.findByRole('link', { name: 'Als Besucher ansehen (neuer Tab)' });
    expect(inFrench.getAttribute('href')).toBe(`/fr/tickets/7?preview=${TOKEN}`);
  });

  it('offers no view of an archived event, which visitors cannot open', async () => {
    const { calls } = await renderWithApi(
      <EventStatusActions event={staffEvent({ status: 'archived' })} dirty={false} languages={['en']} />,
      { [PREVIEW]: previewLink },
    );
    await screen.findByRole('button', { name: 'Publish' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(calls.filter((call) => call.url.includes('staff/shop/preview'))).toEqual([]);
  });

  it('says when no preview link could be had, and tries again on request', async () => {
    let answers = 0;
    await renderWithApi(<TourStatusActions tour={tour('draft')} dirty={false} languages={['en']} />, {
      [PREVIEW]: () =>
        ++answers === 1 ? { status: 403, body: { code: 'FORBIDDEN', message: 'No' } } : previewLink(),
    });
    const failure = await screen.findByRole('alert');
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(
      (await screen.findByRole('link', { name: 'View as visitor (new tab)' })).getAttribute('href'),
    ).toBe(`/en/guided-tours/3?preview=${TOKEN}`);
  });
});
