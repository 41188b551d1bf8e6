import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const PAGE = 'GET staff/shop/pages/imprint';
const SAVE = 'POST staff/shop/pages/imprint/de';
const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);
const imprint = {
  id: 'imprint',
  translations: [{ lang: 'en', title: 'Imprint', html: '<p>Museum of Light, 1 Lamp Street</p>' }],
};

/** The editable area, once the editor (loaded lazily) is there. */
const textBox = () => screen.findByRole('textbox', { name: 'Text of the page' });
/** Tiptap keeps its editor on the editable element: the test writes through it, as typing would. */
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;

describe('the page editor', () => {
  it('writes a page in a language it does not have yet, and saves its title and HTML', async () => {
    const { calls } = await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [PAGE]: () => ({ body: { data: imprint } }),
        [SAVE]: (call) => ({
          body: {
            data: {
              ...imprint,
              translations: [...imprint.translations, { lang: 'de', ...(call.body as object) }],
            },
          },
        }),
      },
      { route: '/setup/pages/imprint/de' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint in German' })).toBeTruthy();
    const box = await textBox();
    expect(box.getAttribute('aria-multiline')).toBe('true');
    // In the tab order, as any field.
    expect(box.getAttribute('contenteditable')).toBe('true');
    expect(screen.getByRole('toolbar', { name: 'Text formatting' })).toBeTruthy();
    for (const tool of ['Bold', 'Italic', 'Heading', 'Bulleted list', 'Numbered list'])
      expect(screen.getByRole('button', { name: tool }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: ' Impressum ' } });
    act(() => {
      editorOf(box).commands.setContent(
        '<h2>Anbieter</h2><p>Museum des Lichts, <strong>Lampengasse 1</strong></p>',
        { emitUpdate: true },
      );
    });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('Saved: Imprint'));
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/en/staff/shop/pages/imprint/de?shop=1');
    expect(sent[0]?.body).toEqual({
      title: 'Impressum',
      html: '<h2>Anbieter</h2><p>Museum des Lichts, <strong>Lampengasse 1</strong></p>',
    });
    expect(document.activeElement).toBe(save);
  });

  it('loads the page in its language, and shows why the server refused it', async () => {
    const { calls } = await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [PAGE]: () => ({ body: { data: imprint } }),
        'POST staff/shop/pages/imprint/en': () => ({
          status: 422,
          body: {
            code: 'VALIDATION_FAILED',
            message: 'Please correct the errors in the form',
            errors: { html: ['script_not_allowed'] },
          },
        }),
      },
      { route: '/setup/pages/imprint/en' },
    );
    const box = await textBox();
    expect(box.innerHTML).toContain('Museum of Light, 1 Lamp Street');
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Imprint');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the fields.');
    const error =
      'The text contains a script or an event handler, which the shop does not allow. Remove it and save again.';
    expect(screen.getByText(error)).toBeTruthy();
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(error);
    // Unchanged, the page goes back as it came.
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Imprint',
      html: '<p>Museum of Light, 1 Lamp Street</p>',
    });
  });

  it('asks for a title and a text before it sends anything', async () => {
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(), [PAGE]: () => ({ body: { data: imprint } }) },
      { route: '/setup/pages/terms/en' },
    );
    await textBox();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please fill this in.')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
