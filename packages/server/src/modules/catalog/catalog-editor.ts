import type { CatalogFieldError, FieldErrors, StaffAction } from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../features/staff/audit/audit.service.ts';

/** Who edits the catalog, and the museum's day (slots are made from it on). */
export interface CatalogEditor {
  shopId: number;
  staffId: string;
  today: string;
  now: Date;
  clientAddress?: string;
}

/** The 422 of a refused document: every problem's path with its codes. */
export function invalid(problems: { path: string; code: CatalogFieldError }[]): AppError {
  const fields: FieldErrors = {};
  for (const { path, code } of problems) fields[path] = [...(fields[path] ?? []), code];
  return new AppError(422, 'VALIDATION_FAILED', 'Please correct the marked fields', fields);
}

/** Writes who changed which event, tour or list, before and after, in the change's transaction. */
export const auditCatalog = (
  tx: Db,
  editor: CatalogEditor,
  action: Extract<StaffAction, `event.${string}` | `tour.${string}` | `catalog.${string}`>,
  subject: { kind: 'event' | 'tour' | 'catalog'; id: number },
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
