import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const PARTNERS = 'GET staff/shop/partners';
const SAVE = 'POST staff/shop/partners';
const UPLOAD = 'POST staff/media';
const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);
const city = {
  image: 'partners/city.svg',
  preview: '/static/partners/city.svg',
  url: 'https://city.example/',
  alt: { en: 'City of Lumen', de: 'Stadt Lumen' },
};
const stored = { groups: [{ name: { en: 'Supported by', de: 'Gefördert von' }, logos: [city] }] };
const uploaded = {
  id: '6f1c2a8e-0d7b-4c55-9a3e-2b1f0c9d8e7a',
  src: '/media/6f1c2a8e-0d7b-4c55-9a3e-2b1f0c9d8e7a/160.webp',
  srcset: '/media/6f1c2a8e-0d7b-4c55-9a3e-2b1f0c9d8e7a/160.webp 160w',
  srcset_avif: '/media/6f1c2a8e-0d7b-4c55-9a3e-2b1f0c9d8e7a/160.avif 160w',
  width: 400,
  height: 200,
  alt: { en: 'Friends', de: 'Freunde' },
};
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function choose(label: string, file: File) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('the partner logos editor', () => {
  it('adds a logo with an uploaded picture, moves logos and groups by keyboard and sends them in order', async () => {
    const { calls } = await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [PARTNERS]: () => ({ body: { data: stored } }),
        [UPLOAD]: () => ({ body: { data: uploaded } }),
        [SAVE]: () => ({ body: { data: stored } }),
      },
      { route: '/setup/partners' },
    );
    expect(
      ((await screen.findByRole('textbox', { name: 'Heading of group 1 in English' })) as HTMLInputElement)
        .value,
    ).toBe('Supported by');
    fireEvent.click(button('Add a logo to group 1'));
    await waitFor(() =>
      expect(document.activeElement).toBe(box('Description in English, logo 2 of group 1')),
    );
    type('Description in English, logo 2 of group 1', 'Friends');
    type('Description in German, logo 2 of group 1', 'Freunde');
    choose(
      'Picture, logo 2 of group 1',
      new File([new Uint8Array([1, 2, 3, 250])], 'friends.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('announcer').textContent).toBe('The picture is uploaded. Save to use it.'),
    );
    fireEvent.click(button('Move logo 2 of group 1 up'));
    await waitFor(() => expect(document.activeElement).toBe(button('Move logo 1 of group 1 down')));
    expect(box('Description in English, logo 1 of group 1').value).toBe('Friends');

    fireEvent.click(button('Add a group'));
    await waitFor(() => expect(document.activeElement).toBe(box('Heading of group 2 in English')));
    type('Heading of group 2 in English', 'Media partners');
    fireEvent.click(button('Add a logo to group 2'));
    type('Description in English, logo 1 of group 2', 'Radio Lumen');
    type('Description in German, logo 1 of group 2', 'Radio Lumen');
    choose(
      'Picture, logo 1 of group 2',
      new File([new Uint8Array([1, 2, 3, 250])], 'radio.png', { type: 'image/png' }),
    );
    // Both new logos show the uploaded picture once its upload is answered.
    await waitFor(() => expect(document.querySelectorAll(`img[src="${uploaded.src}"]`)).toHaveLength(2));
    type('Link, logo 1 of group 2', 'http://radio.example/');
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('1 field needs correcting.');
    expect(box('Link, logo 1 of group 2').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.url.includes('partners') && call.method === 'POST')).toHaveLength(0);
    type('Link, logo 1 of group 2', 'https://radio.example/');

    fireEvent.click(button('Move group 2 up'));
    await waitFor(() => expect(document.activeElement).toBe(button('Move group 1 down')));
    fireEvent.click(button('Save'));
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('Saved: Partner logos'));
    const saves = calls.filter((call) => call.url.includes('partners') && call.method === 'POST');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toEqual({
      groups: [
        {
          name: { en: 'Media partners' },
          logos: [
            {
              image: uploaded.id,
              url: 'https://radio.example/',
              alt: { en: 'Radio Lumen', de: 'Radio Lumen' },
            },
          ],
        },
        {
          name: stored.groups[0]?.name,
          logos: [
            { image: uploaded.id, url: '', alt: { en: 'Friends', de: 'Freunde' } },
            { image: city.image, url: city.url, alt: city.alt },
          ],
        },
      ],
    });
  });

  it('says when a group has no logos or a description is missing, and removes by keyboard', async () => {
    const { calls } = await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [PARTNERS]: () => ({ body: { data: stored } }),
        [SAVE]: () => ({ body: { data: { groups: [] } } }),
      },
      { route: '/setup/partners' },
    );
    await screen.findByRole('textbox', { name: 'Heading of group 1 in English' });
    type('Description in German, logo 1 of group 1', ' ');
    fireEvent.click(button('Add a group'));
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('2 fields need correcting.');
    expect(box('Description in German, logo 1 of group 1').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please fill this in.', { selector: 'p' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(button('Remove logo 1 of group 1'));
    await waitFor(() => expect(document.activeElement).toBe(button('Add a logo to group 1')));
    fireEvent.click(button('Remove group 1'));
    await waitFor(() => expect(document.activeElement).toBe(button('Remove group 1')));
    fireEvent.click(button('Remove group 1'));
    await waitFor(() => expect(document.activeElement).toBe(button('Add a group')));
    fireEvent.click(button('Save'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ groups: [] });
  });

  it('shows a 422 field error beside its field', async () => {
    await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [PARTNERS]: () => ({ body: { data: stored } }),
        [SAVE]: () => ({
          status: 422,
          body: {
            code: 'VALIDATION_FAILED',
            message: 'Please correct the marked fields',
            errors: { 'groups.0.logos.0.image': ['unknown_image'] },
          },
        }),
      },
      { route: '/setup/partners' },
    );
    await screen.findByRole('textbox', { name: 'Heading of group 1 in English' });
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the fields.');
    expect(screen.getByLabelText('Picture, logo 1 of group 1').getAttribute('aria-invalid')).toBe('true');
  });
});
