import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const BANNERS = 'GET staff/shop/banners';
const SAVE = 'POST staff/shop/banners';
const UPLOAD = 'POST staff/media';
const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);
const hall = {
  image: '/static/demo/banner{width}.svg',
  image_mobile: '/static/demo/banner-mobile{width}.svg',
  preview: '/static/demo/banner.svg',
  preview_mobile: '/static/demo/banner-mobile.svg',
  alt: { en: 'The great hall', de: 'Die große Halle' },
};
const uploaded = {
  id: '6f1c2a8e-0d7b-4c55-9a3e-2b1f0c9d8e7a',
  src: '/media/6f1c2a8e-0d7b-4c55-9a3e-2b1f0c9d8e7a/160.webp',
  srcset: '/media/6f1c2a8e-0d7b-4c55-9a3e-2b1f0c9d8e7a/160.webp 160w',
  srcset_avif: '/media/6f1c2a8e-0d7b-4c55-9a3e-2b1f0c9d8e7a/160.avif 160w',
  width: 1600,
  height: 500,
  alt: { en: 'The yard', de: 'Der Hof' },
};
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** Chooses a file in a file field, as the browser's file dialog would. */
function choose(label: string, file: File) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}
const png = () => new File([new Uint8Array([1, 2, 3, 250])], 'yard.png', { type: 'image/png' });

describe('the banners editor', () => {
  it('adds a banner with an uploaded picture, moves it first by keyboard and sends the banners in order', async () => {
    const { calls } = await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [BANNERS]: () => ({ body: { data: { banners: [hall] } } }),
        [UPLOAD]: () => ({ body: { data: uploaded } }),
        [SAVE]: () => ({ body: { data: { banners: [] } } }),
      },
      { route: '/setup/banners' },
    );
    expect(
      (await screen.findByRole('textbox', { name: 'Description in English, banner 1' })) as HTMLInputElement,
    ).toHaveProperty('value', 'The great hall');
    fireEvent.click(button('Add a banner'));
    await waitFor(() => expect(document.activeElement).toBe(box('Description in English, banner 2')));

    // The picture is kept with its description: without one in each language it is not sent.
    choose('Picture for wide screens, banner 2', png());
    expect(
      await screen.findByText(
        'First fill in the description in every language: the picture is kept with it.',
      ),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    type('Description in English, banner 2', 'The yard');
    type('Description in German, banner 2', 'Der Hof');
    choose('Picture for wide screens, banner 2', png());
    await waitFor(() =>
      expect(screen.getByTestId('announcer').textContent).toBe('The picture is uploaded. Save to use it.'),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      content_base64: 'AQID+g==',
      alt: { en: 'The yard', de: 'Der Hof' },
    });

    fireEvent.click(button('Move banner 2 up'));
    // At the top the way up ends: the focus goes to the way down of the same banner.
    await waitFor(() => expect(document.activeElement).toBe(button('Move banner 1 down')));
    expect(button('Move banner 1 up').disabled).toBe(true);
    expect(box('Description in English, banner 1').value).toBe('The yard');
    await waitFor(() =>
      expect(screen.getByTestId('announcer').textContent).toBe('Banner 2 moved to position 1.'),
    );

    fireEvent.click(button('Save'));
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('Saved: Banners'));
    const saves = calls.filter(
      (call) => call.url.startsWith('/api/en/staff/shop/banners') && call.method === 'POST',
    );
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toEqual({
      banners: [
        { image: uploaded.id, image_mobile: '', alt: { en: 'The yard', de: 'Der Hof' } },
        { image: hall.image, image_mobile: hall.image_mobile, alt: hall.alt },
      ],
    });
  });

  it('sends nothing while a banner has no picture or description, removes banners keeping the focus', async () => {
    const { calls } = await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [BANNERS]: () => ({ body: { data: { banners: [hall] } } }),
        [SAVE]: () => ({ body: { data: { banners: [] } } }),
      },
      { route: '/setup/banners' },
    );
    await screen.findByRole('textbox', { name: 'Description in English, banner 1' });
    fireEvent.click(button('Add a banner'));
    type('Description in English, banner 2', 'The yard');
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('1 banner needs correcting.');
    expect(box('Description in German, banner 2').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Picture for wide screens, banner 2').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(button('Remove banner 1'));
    await waitFor(() => expect(document.activeElement).toBe(button('Remove banner 1')));
    expect(box('Description in English, banner 1').value).toBe('The yard');
    fireEvent.click(button('Remove banner 1'));
    await waitFor(() => expect(document.activeElement).toBe(button('Add a banner')));
    expect(screen.getByText('No banners yet.')).toBeTruthy();
    fireEvent.click(button('Save'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ banners: [] });
  });

  it('shows the server refusing an image beside its file field', async () => {
    await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [BANNERS]: () => ({ body: { data: { banners: [hall] } } }),
        [SAVE]: () => ({
          status: 422,
          body: {
            code: 'VALIDATION_FAILED',
            message: 'Please correct the marked fields',
            errors: { 'banners.0.image_mobile': ['unknown_image'] },
          },
        }),
      },
      { route: '/setup/banners' },
    );
    await screen.findByRole('textbox', { name: 'Description in English, banner 1' });
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the fields.');
    const field = screen.getByLabelText('Picture for phones, banner 1');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain('error');
    expect(
      screen.getByText('This picture is not in the shop’s media library. Please upload it again.'),
    ).toBeTruthy();
  });
});
