import type { CatalogLists, Language } from '@museum-shop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type RecordedCall, renderWithApi } from '../../../test-support/render.tsx';
import { catalogLists } from '../catalog-fixture.ts';
import { CatalogListsScreen } from './CatalogListsScreen.tsx';

afterEach(cleanup);

const GET = 'GET staff/catalog/lists';
const POST = 'POST staff/catalog/lists';
const NAMES: Record<string, string> = { en: 'English', de: 'German' };
const languageName = (lang: Language) => NAMES[lang] ?? lang;

async function renderLists(
  answers: Record<string, (call: RecordedCall) => { status?: number; body: unknown }>,
) {
  const view = await renderWithApi(
    <CatalogListsScreen languages={['en', 'de']} languageName={languageName} />,
    {
      [GET]: () => ({ body: { data: catalogLists() } }),
      ...answers,
    },
  );
  await screen.findByRole('region', { name: 'Venues' });
  return { ...view, posts: () => view.calls.filter((call) => call.method === 'POST') };
}

const list = (name: string) => screen.getByRole('region', { name });
const announced = () => screen.getByTestId('announcer').textContent;
const type = (into: HTMLElement, value: string) => fireEvent.change(into, { target: { value } });

describe('the venues, groups and categories (issue 35)', () => {
  it('saves the lists whole and in order, with a new venue and its address', async () => {
    let sent: CatalogLists | undefined;
    const { posts } = await renderLists({
      [POST]: ({ body }) => {
        sent = body as CatalogLists;
        return {
          body: {
            data: {
              ...sent,
              venues: sent.venues.map((venue, at) => ({ ...venue, id: venue.id ?? 30 + at })),
            },
          },
        };
      },
    });
    fireEvent.click(within(list('Venues')).getByRole('button', { name: 'Add venue' }));
    const venue = within(list('Venues')).getByRole('group', { name: 'Venue 2' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(venue).getByRole('textbox', { name: 'Name in English' })),
    );
    type(within(venue).getByRole('textbox', { name: 'Name in English' }), ' Garden pavilion ');
    type(within(venue).getByRole('textbox', { name: 'Address on tickets' }), 'Park Lane 2');
    const groups = list('Custom groups');
    fireEvent.click(within(groups).getByRole('button', { name: 'Move up: Custom group 2: Evenings' }));
    await waitFor(() => expect(announced()).toBe('Moved to position 1.'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(announced()).toBe('Saved'));
    expect(posts()).toHaveLength(1);
    expect(sent).toEqual({
      venues: [
        { id: 3, name: { en: 'Main building', de: 'Hauptgebäude' }, address: 'Museum Street 1, Berlin' },
        { id: null, name: { en: 'Garden pavilion' }, address: 'Park Lane 2' },
      ],
      custom_groups: [
        { id: 5, name: { en: 'Evenings', de: 'Abende' } },
        { id: 4, name: { en: 'Exhibitions', de: 'Ausstellungen' } },
      ],
      ticket_groups: [{ id: 9, name: { en: 'Admission', de: 'Eintritt' } }],
      tour_categories: [{ id: 2, name: { en: 'Highlights', de: 'Höhepunkte' } }],
    } satisfies CatalogLists);
  });

  it('names a removed row the server still uses, and puts it back so nothing is lost', async () => {
    const { posts } = await renderLists({
      [POST]: () => ({
        status: 422,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Please correct the marked fields',
          errors: { 'custom_groups.removed.5': ['in_use'] },
        },
      }),
    });
    const groups = list('Custom groups');
    fireEvent.click(within(groups).getByRole('button', { name: 'Remove: Custom group 2: Evenings' }));
    expect(within(groups).queryByRole('group', { name: /Evenings/ })).toBeNull();
    expect(groups.textContent).toContain('Deleted when you save:');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('region', { name: '1 problem keeps the lists from being saved' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.textContent).toContain('Still in use, so put back in its list: Evenings.');
    expect(within(summary).getByRole('link').textContent).toBe(
      'Custom group 2: Evenings: This is still in use, so it cannot be left out.',
    );
    const row = within(groups).getByRole('group', { name: 'Custom group 2: Evenings' });
    expect(row.textContent).toContain('This is still in use, so it cannot be left out.');
    expect((within(row).getByRole('textbox', { name: 'Name in German' }) as HTMLInputElement).value).toBe(
      'Abende',
    );
    expect(posts()[0]?.body).toMatchObject({
      custom_groups: [{ id: 4, name: { en: 'Exhibitions', de: 'Ausstellungen' } }],
    });
    expect(groups.textContent).not.toContain('Deleted when you save:');
  });

  it('shows that the lists are loading, and says why they could not be loaded', async () => {
    let fail = true;
    await renderWithApi(<CatalogListsScreen languages={['en']} languageName={languageName} />, {
      [GET]: () =>
        fail
          ? { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } }
          : { body: { data: catalogLists({ tour_categories: [] }) } },
    });
    expect(screen.getByText('Loading…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your role may not do this.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('region', { name: 'Tour categories' })).textContent).toContain(
      'No tour categories yet.',
    );
  });
});
