import { describe, expect, it } from 'vitest';
import { homePath, mayOpen, sectionsFor } from './sections.ts';

describe('the sections each role sees', () => {
  it.each([
    [
      'owner',
      [
        'setup',
        'catalog',
        'vouchers',
        'orders',
        'daySheet',
        'waitingRoom',
        'reports',
        'staff',
        'audit',
        'door',
      ],
      '/orders',
    ],
    ['box_office', ['vouchers', 'orders', 'daySheet', 'waitingRoom', 'door'], '/orders'],
    ['viewer', ['reports'], '/reports'],
  ] as const)('%s', (role, sections, home) => {
    expect(sectionsFor(role).map((section) => section.id)).toEqual(sections);
    expect(homePath(role)).toBe(home);
  });

  it('sends an owner whose shop is not open yet to the setup checklist, and nobody else', () => {
    expect(homePath('owner', false)).toBe('/setup');
    expect(homePath('owner', true)).toBe('/orders');
    expect(homePath('box_office', false)).toBe('/orders');
    expect(homePath('viewer', false)).toBe('/reports');
    expect(mayOpen('box_office', 'setup')).toBe(false);
    expect(mayOpen('viewer', 'setup')).toBe(false);
  });

  it('keeps the box office out of staff accounts and the viewer out of orders', () => {
    expect(mayOpen('box_office', 'staff')).toBe(false);
    expect(mayOpen('box_office', 'reports')).toBe(false);
    expect(mayOpen('viewer', 'orders')).toBe(false);
    expect(mayOpen('viewer', 'daySheet')).toBe(false);
    // The door admits, which writes: not for a viewer.
    expect(mayOpen('viewer', 'door')).toBe(false);
  });

  it('shows the catalog editor to owners only (issue 35)', () => {
    expect(mayOpen('owner', 'catalog')).toBe(true);
    expect(mayOpen('box_office', 'catalog')).toBe(false);
    expect(mayOpen('viewer', 'catalog')).toBe(false);
    expect(sectionsFor('owner').find((section) => section.id === 'catalog')?.path).toBe('/catalog');
  });

  it('shows the waiting room to owners and the box office, who run a sale, and not to a viewer (issue 38)', () => {
    expect(mayOpen('owner', 'waitingRoom')).toBe(true);
    expect(mayOpen('box_office', 'waitingRoom')).toBe(true);
    expect(mayOpen('viewer', 'waitingRoom')).toBe(false);
    expect(sectionsFor('box_office').find((section) => section.id === 'waitingRoom')?.path).toBe(
      '/waiting-room',
    );
  });

  it('shows the vouchers to owners and the box office, who look codes up at the desk (issue 36)', () => {
    expect(mayOpen('owner', 'vouchers')).toBe(true);
    expect(mayOpen('box_office', 'vouchers')).toBe(true);
    expect(mayOpen('viewer', 'vouchers')).toBe(false);
  });
});
