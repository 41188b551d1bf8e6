import {
  CATALOG_LIST_NAMES,
  type CatalogLists,
  type CatalogProblem,
  type CatalogSettings,
} from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { auditCatalog, type CatalogEditor, invalid } from './catalog-editor.ts';
import { deleteListRows, readList, rowsInUse, writeListRow } from './catalog-lists.repository.ts';
import { findSlotHorizonDays, saveSlotHorizonDays } from './catalog-settings.repository.ts';

/** The shop's catalog lists, each in its order. */
export async function readCatalogLists(db: Db, shopId: number): Promise<CatalogLists> {
  // One after the other: `db` may be a transaction (saving or importing the lists), whose one
  // connection runs one query at a time (node-postgres deprecates queueing them).
  const read = [];
  for (const list of CATALOG_LIST_NAMES) read.push(await readList(db, shopId, list));
  const [venues, customGroups, ticketGroups, tourCategories] = read;
  return {
    venues: (venues ?? []).map((row) => ({ id: row.id, name: row.name, address: row.address ?? null })),
    custom_groups: customGroups ?? [],
    ticket_groups: ticketGroups ?? [],
    tour_categories: tourCategories ?? [],
  };
}

/**
 * Saves the lists whole in one transaction: rows in their new order, new ones added, the ones left
 * out deleted. A row of another shop is refused (unknown), one still in use is refused (in_use),
 * each at its path, and then nothing changes.
 */
export async function saveCatalogLists(
  db: Db,
  editor: CatalogEditor,
  lists: CatalogLists,
): Promise<CatalogLists> {
  await db.transaction(async (tx) => {
    const before = await readCatalogLists(tx, editor.shopId);
    const idsOf = (list: (typeof CATALOG_LIST_NAMES)[number]) => before[list].map((row) => row.id ?? 0);
    const problems: CatalogProblem[] = [];
    const gone: Record<string, number[]> = {};
    for (const list of CATALOG_LIST_NAMES) {
      const current = new Set(idsOf(list));
      lists[list].forEach((row, index) => {
        if (row.id !== null && !current.has(row.id))
          problems.push({ path: `${list}.${index}`, code: 'unknown_group' });
        if (!Object.values(row.name).some((text) => text?.trim()))
          problems.push({ path: `${list}.${index}.name`, code: 'required' });
      });
      const kept = new Set(lists[list].map((row) => row.id));
      const left = idsOf(list).filter((id) => !kept.has(id));
      const inUse = await rowsInUse(tx, list, left);
      for (const id of left)
        if (inUse.has(id)) problems.push({ path: `${list}.removed.${id}`, code: 'in_use' });
      gone[list] = left;
    }
    if (problems.length > 0) throw invalid(problems);
    for (const list of CATALOG_LIST_NAMES) {
      await deleteListRows(tx, list, gone[list] ?? []);
      for (const [index, row] of lists[list].entries())
        await writeListRow(tx, editor.shopId, list, row, index + 1);
    }
    await auditCatalog(tx, editor, 'catalog.lists', { kind: 'catalog', id: editor.shopId }, before, lists);
  });
  return readCatalogLists(db, editor.shopId);
}

/**
 * Sets how many days ahead slots are made. A longer horizon is filled by the slot job's next round
 * (the housekeeping sweep); a shorter one drops unsold slots beyond it when an event or tour is
 * saved or its slots are made again. Slots with sales are never dropped.
 */
export async function saveCatalogSettings(
  db: Db,
  editor: CatalogEditor,
  settings: CatalogSettings,
): Promise<CatalogSettings> {
  await db.transaction(async (tx) => {
    const before = await findSlotHorizonDays(tx, editor.shopId);
    await saveSlotHorizonDays(tx, editor.shopId, settings.slot_horizon_days);
    await auditCatalog(
      tx,
      editor,
      'catalog.settings',
      { kind: 'catalog', id: editor.shopId },
      { slot_horizon_days: before },
      { ...settings },
    );
  });
  return { slot_horizon_days: await findSlotHorizonDays(db, editor.shopId) };
}
