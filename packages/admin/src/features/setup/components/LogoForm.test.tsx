import { MEDIA_MAX_BYTES } from '@museum-shop/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { halfSetUpShop, SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const UPLOAD = 'POST staff/media';
const LOGO = 'POST staff/shop/logo';
const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);
const logo = {
  id: 'media-1',
  src: '/media/media-1-160.webp',
  srcset: '/media/media-1-160.webp 160w, /media/media-1-320.webp 320w',
  srcset_avif: '/media/media-1-160.avif 160w, /media/media-1-320.avif 320w',
  width: 320,
  height: 120,
  alt: { en: 'Museum of Light', de: 'Museum des Lichts' },
};

/** Chooses a file in the file field, as the browser's file dialog would. */
function choose(file: File) {
  const input = screen.getByLabelText('Image file') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('the logo', () => {
  it('refuses a file over 10 MB in the browser, without calling the server', async () => {
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(), [UPLOAD]: () => ({ body: { data: logo } }) },
      { route: '/setup/logo' },
    );
    await screen.findByLabelText('Image file');
    choose(new File([new Uint8Array(MEDIA_MAX_BYTES + 1)], 'poster.png', { type: 'image/png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    const message = 'The image is larger than 10 MB. Choose a smaller file.';
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    const input = screen.getByLabelText('Image file');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('uploads the image with its description in each language, makes it the logo and shows it', async () => {
    // The server's setup, with the logo once it is set.
    let setup = halfSetUpShop();
    const { calls } = await renderWithApi(
      app,
      {
        [SETUP]: () => ({ body: { data: setup } }),
        [UPLOAD]: () => ({ body: { data: logo } }),
        [LOGO]: () => {
          setup = { ...setup, logo };
          return { body: { data: setup } };
        },
      },
      { route: '/setup/logo' },
    );
    expect(await screen.findByText('No logo yet.')).toBeTruthy();
    choose(new File([new Uint8Array([1, 2, 3, 250])], 'logo.png', { type: 'image/png' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Description in English' }), {
      target: { value: 'Museum of Light' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description in German' }), {
      target: { value: 'Museum des Lichts' },
    });
    const upload = screen.getByRole('button', { name: 'Upload logo' });
    upload.focus();
    fireEvent.click(upload);
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('The logo is saved.'));
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent.map((call) => call.url)).toEqual([
      '/api/en/staff/media?shop=1',
      '/api/en/staff/shop/logo?shop=1',
    ]);
    expect(sent[0]?.body).toEqual({
      content_base64: 'AQID+g==',
      alt: { en: 'Museum of Light', de: 'Museum des Lichts' },
    });
    expect(sent[1]?.body).toEqual({ media_id: 'media-1' });
    const image = await screen.findByRole('img', { name: 'Museum of Light' });
    expect(image.getAttribute('src')).toBe(logo.src);
    expect(image.getAttribute('srcset')).toBe(logo.srcset);
    expect(image.getAttribute('width')).toBe('320');
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(image.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(
      logo.srcset_avif,
    );
    expect(document.activeElement).toBe(upload);
  });

  it('shows the server refusing the file on the file field', async () => {
    await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [UPLOAD]: () => ({
          status: 422,
          body: {
            code: 'VALIDATION_FAILED',
            message: 'Please correct the errors in the form',
            errors: { content_base64: ['not_an_image'] },
          },
        }),
      },
      { route: '/setup/logo' },
    );
    await screen.findByLabelText('Image file');
    choose(new File([new Uint8Array([1, 2, 3])], 'notes.png', { type: 'image/png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    const text =
      'This file is not an image the shop can use. Choose a JPEG, PNG, WebP, AVIF, GIF or TIFF file.';
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByLabelText('Image file').getAttribute('aria-invalid')).toBe('true');
  });
});
