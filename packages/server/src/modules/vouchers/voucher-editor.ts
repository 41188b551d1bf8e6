import type { CatalogFieldError, Language, StaffAction } from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { audit } from '../../features/staff/audit/audit.service.ts';

/** Who changes the shop's vouchers, when, and the languages a product is named in. */
export interface VoucherEditor {
  shopId: number;
  staffId: string;
  now: Date;
  /** The shop's offered languages: a product's name is asked for in each. */
  languages: readonly Language[];
  clientAddress?: string;
}

export type VoucherProblem = { path: string; code: CatalogFieldError };

/** Writes who changed which voucher product or code, before and after, in the change's transaction. */
export const auditVouchers = (
  tx: Db,
  editor: VoucherEditor,
  action: Extract<StaffAction, `voucher.${string}` | `voucher_code.${string}`>,
  subject: { kind: 'voucher' | 'voucher_code'; id: number },
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
