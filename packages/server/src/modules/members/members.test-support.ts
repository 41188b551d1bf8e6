import type { MembershipDocument } from '@museum-shop/contract';
import { expect } from 'vitest';
import type { TestApp } from '../../test-support/build.ts';

/** A year of visits for one person, no benefits: the member tests' plain type. */
export const YEAR_OF_LIGHT: MembershipDocument = {
  name: { en: 'Year of light', de: 'Lichtjahr' },
  description: { en: 'Twelve months of visits.' },
  images: [],
  price: 45_00,
  vat_value: 0,
  sequence_no: 9,
  validity: 'months_from_purchase',
  persons: 1,
  benefits: [],
};

/** Makes and publishes a membership type as the owner would; answers its pass's id. */
export async function publishedMembershipType(
  t: TestApp,
  owner: string,
  change: Partial<MembershipDocument> = {},
): Promise<number> {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/en/staff/catalog/memberships?_=${owner}`,
    payload: { ...YEAR_OF_LIGHT, ...change },
  });
  expect(created.statusCode, created.body).toBe(200);
  const id: number = created.json().data.id;
  const published = await t.app.inject({
    method: 'POST',
    url: `/api/en/staff/catalog/memberships/${id}/status?_=${owner}`,
    payload: { status: 'published' },
  });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}
