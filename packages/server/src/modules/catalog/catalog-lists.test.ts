import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../features/staff/staff.test-support.ts';
import { build, type TestApp } from '../../test-support/build.ts';

// Issue 35: the owner keeps the catalog's lists (venues, custom groups, ticket groups, tour
// categories) from the staff app; a row still in use cannot go.
describe('the catalog lists (issue 35)', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await build();
    owner = await staffToken(t, 'owner');
  });
  afterAll(async () => t?.close());

  const read = async () =>
    (await t.app.inject({ url: `/api/en/staff/catalog/lists?_=${owner}` })).json().data;
  const save = (lists: object) =>
    t.app.inject({ method: 'POST', url: `/api/en/staff/catalog/lists?_=${owner}`, payload: lists });

  it('adds, renames and reorders rows, and deletes one nobody uses', async () => {
    const lists = await read();
    expect(lists.venues.length).toBeGreaterThan(0);
    const garden = { id: null, name: { en: 'Sculpture Garden' }, address: 'Am Lichthof 3, 10117 Berlin' };
    const added = await save({
      ...lists,
      venues: [garden, ...lists.venues],
      ticket_groups: [...lists.ticket_groups, { id: null, name: { en: 'Members' } }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const [first] = added.json().data.venues;
    expect(first).toMatchObject({ name: { en: 'Sculpture Garden' }, address: 'Am Lichthof 3, 10117 Berlin' });

    const renamed = await save({
      ...added.json().data,
      venues: added
        .json()
        .data.venues.slice(1)
        .concat([{ ...first, name: { en: 'Garden' } }]),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.venues.at(-1)).toMatchObject({ id: first.id, name: { en: 'Garden' } });

    const removed = await save({
      ...renamed.json().data,
      venues: renamed.json().data.venues.filter((venue: { id: number }) => venue.id !== first.id),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.venues.map((venue: { id: number }) => venue.id)).not.toContain(first.id);
  });

  it('refuses to delete a venue or group still in use, or to rename another shop’s row, and changes nothing', async () => {
    const lists = await read();
    const [venue] = lists.venues;
    const inUse = await save({ ...lists, venues: lists.venues.slice(1), custom_groups: [] });
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().errors).toMatchObject({ [`venues.removed.${venue.id}`]: ['in_use'] });
    expect(Object.keys(inUse.json().errors).some((path) => path.startsWith('custom_groups.removed.'))).toBe(
      true,
    );

    const foreign = await save({
      ...lists,
      tour_categories: [{ id: 999_999, name: { en: 'Not ours' } }, ...lists.tour_categories],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toMatchObject({ 'tour_categories.0': ['unknown_group'] });
    expect(await read()).toEqual(lists);
  });

  it('is the owner’s', async () => {
    const viewer = await staffToken(t, 'viewer');
    expect((await t.app.inject({ url: `/api/en/staff/catalog/lists?_=${viewer}` })).statusCode).toBe(403);
  });
});
