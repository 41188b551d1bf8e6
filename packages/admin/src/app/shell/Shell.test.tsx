import type { StaffRole, StaffSession } from '@museum-shop/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../test-support/render.tsx';
import { Shell } from './Shell.tsx';

afterEach(cleanup);

function session(role: StaffRole): StaffSession {
  return {
    token: 'token',
    expires_at: '2026-11-25T18:00:00.000Z',
    refund_limit: role === 'owner' ? null : 5000,
    member: {
      id: 'member-1',
      email: 'ana@museum.example',
      name: 'Ana Lima',
      role,
      active: true,
      invited: false,
      lang: 'en',
      created_at: '2026-01-05T09:00:00.000Z',
      last_login_at: null,
    },
  };
}

async function navigationOf(role: StaffRole) {
  await renderWithApi(<Shell session={session(role)} />, {});
  const nav = screen.getByRole('navigation', { name: 'Sections' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the navigation of each role', () => {
  it('leads owners and the box office to the waiting room, and not a viewer (issue 38)', async () => {
    expect(await navigationOf('owner')).toContainEqual(['Waiting room', '/waiting-room']);
    cleanup();
    expect(await navigationOf('box_office')).toContainEqual(['Waiting room', '/waiting-room']);
    cleanup();
    const viewer = await navigationOf('viewer');
    expect(viewer.length).toBeGreaterThan(0);
    expect(viewer.map(([name]) => name)).not.toContain('Waiting room');
  });
});
