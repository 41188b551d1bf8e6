import type { CatalogFieldError, StaffAction } from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { type AppError, fieldProblems } from '../../errors.ts';
import { audit } from '../../features/staff/audit/audit.service.ts';
import type { MakingDay } from './slot-making.ts';

/** The shop a catalog is written into, on the museum's day and horizon (slots are made from it on, so far ahead). */
export interface CatalogShop extends MakingDay {
  shopId: number;
  now: Date;
}

/** Who edits the catalog, in which shop, on which day. */
export interface CatalogEditor extends CatalogShop {
  staffId: string;
  clientAddress?: string;
}

/** The 422 of a refused document: every problem's path with its codes. */
export const invalid = (problems: { path: string; code: CatalogFieldError }[]): AppError =>
  fieldProblems(problems);

/** Writes who changed which event, tour, product or list, before and after, in the change's transaction. */
export const auditCatalog = (
  tx: Db,
  editor: CatalogEditor,
  action: Extract<
    StaffAction,
    `event.${string}` | `tour.${string}` | `product.${string}` | `catalog.${string}`
  >,
  subject: { kind: 'event' | 'tour' | 'product' | 'catalog'; id: number },
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) =>
  audit(
    tx,
    {
      shopId: editor.shopId,
      staffId: editor.staffId,
      action,
      subjectKind: subject.kind,
      subjectId: String(subject.id),
      before,
      after,
      clientAddress: editor.clientAddress ?? null,
    },
    editor.now,
  );

/**
 * Of the rows left out of a document (`gone`), those to keep retired rather than delete: each one a
 * cart sent to payment names (`sold`), a parent also left out whose part was sold, and every part
 * of a parent kept so. `parentOf` maps a row to its parent (null for a top-level row).
 */
export function rowsToRetire(
  gone: readonly number[],
  sold: ReadonlySet<number>,
  parentOf: ReadonlyMap<number, number | null>,
): Set<number> {
  const retired = new Set(gone.filter((id) => sold.has(id)));
  const goneToo = new Set(gone);
  for (const id of gone) {
    const parent = parentOf.get(id);
    if (parent != null && retired.has(id) && goneToo.has(parent)) retired.add(parent);
  }
  for (const id of gone) {
    const parent = parentOf.get(id);
    if (parent != null && retired.has(parent)) retired.add(id);
  }
  return retired;
}
