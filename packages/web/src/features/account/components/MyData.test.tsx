import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api-client.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { MyData } from './MyData.tsx';

function renderMyData(onDeleted = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MyData lang="en" token="t0ken" onDeleted={onDeleted} />
    </QueryClientProvider>,
  );
  return onDeleted;
}

function deleteForm() {
  return screen.getByRole('form', { name: 'Delete my account' });
}

async function confirmDelete(password: string) {
  const form = deleteForm();
  const field = form.querySelector('input[type="password"]') as HTMLInputElement;
  fireEvent.change(field, { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
}

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('account');
});
beforeEach(() => {
  configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MyData', () => {
  it('offers the download and the deletion, each confirmed with the password', () => {
    renderMyData();
    expect(screen.getByRole('form', { name: 'Download my data' })).toBeTruthy();
    expect(deleteForm().className).toMatch(/danger/);
    expect(screen.getAllByLabelText(/Current password/)).toHaveLength(2);
  });

  it('deletes the account once the password is given', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: { ok: true } })),
    );
    const onDeleted = renderMyData();
    await confirmDelete('my password');
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
  });

  it("shows the server's word on the password at the field, not under the form", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { code: 'VALIDATION_FAILED', message: 'invalid', errors: { _po: ['That password is wrong.'] } },
          { status: 422 },
        ),
      ),
    );
    const onDeleted = renderMyData();
    await confirmDelete('wrong');
    await waitFor(() => expect(deleteForm().textContent).toContain('That password is wrong.'));
    expect(onDeleted).not.toHaveBeenCalled();
    expect(deleteForm().querySelector('[role="alert"]')?.textContent).toBe('');
  });
});
