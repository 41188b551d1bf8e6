import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { LeaveGuard } from './LeaveGuard.tsx';

afterEach(cleanup);

function Form() {
  const [text, setText] = useState('');
  return (
    <>
      <LeaveGuard when={text !== ''} />
      <label>
        Name
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/setup">Back to the checklist</Link>
    </>
  );
}

async function renderApp() {
  await initI18n('en');
  const router = createMemoryRouter(
    [
      { path: '/setup', element: <h1>Checklist</h1> },
      { path: '/setup/identity', element: <Form /> },
    ],
    { initialEntries: ['/setup/identity'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('LeaveGuard', () => {
  it('lets a screen without changes go at once', async () => {
    await renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the checklist' }));
    expect(await screen.findByRole('heading', { name: 'Checklist' })).toBeTruthy();
  });

  it('asks before unsaved changes are left behind: stay keeps them, leave goes', async () => {
    await renderApp();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Museum' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to the checklist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Museum');

    fireEvent.click(screen.getByRole('link', { name: 'Back to the checklist' }));
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Checklist' })).toBeTruthy();
  });
});
