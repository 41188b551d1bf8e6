import type { AppConfig, FieldErrors, SetupFieldError } from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import { audit } from '../audit/audit.service.ts';
import { lockShopConfig, updateShopConfig } from './setup.repository.ts';

/** Who changes the shop: every change is in the audit log with before and after. */
export interface SetupActor {
  shopId: number;
  staffId: string;
  now: Date;
}

/** The 422 of a setup form: field → codes of SETUP_FIELD_ERRORS. */
export function invalid(fields: FieldErrors): AppError {
  return new AppError(422, 'VALIDATION_FAILED', 'Please correct the marked fields', fields);
}

export function addError(fields: FieldErrors, field: string, code: SetupFieldError) {
  fields[field] = [...(fields[field] ?? []), code];
}

/** Whether a form found anything wrong: then nothing is changed. */
export function refuseIfAny(fields: FieldErrors) {
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

/** A flag as the configuration may hold it (a loose boolean, spec §3). */
export const flag = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';

/** Writes who changed what in the shop's setup, before and after, in the change's transaction. */
export function auditSetup(
  tx: Db,
  actor: SetupActor,
  subject: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  return audit(
    tx,
    {
      shopId: actor.shopId,
      staffId: actor.staffId,
      action: 'settings.update',
      subjectKind: 'settings',
      subjectId: subject,
      before,
      after,
    },
    actor.now,
  );
}

/** Reads, changes and writes the configuration in one transaction, and logs before and after. */
/** Locks the shop's configuration for a change in `tx` and reads it, or 404 SHOP_NOT_FOUND. */
export async function lockRequiredShopConfig(tx: Db, shopId: number): Promise<AppConfig> {
  const config = await lockShopConfig(tx, shopId);
  if (!config) throw new AppError(404, 'SHOP_NOT_FOUND', `No shop with id ${shopId}`);
  return config;
}

export async function changeConfig(
  db: Db,
  actor: SetupActor,
  subject: string,
  change: (config: AppConfig) => AppConfig,
  logged: (config: AppConfig) => Record<string, unknown>,
) {
  await db.transaction(async (tx) => {
    const before = await lockRequiredShopConfig(tx, actor.shopId);
    const after = change(before);
    await updateShopConfig(tx, actor.shopId, after);
    await auditSetup(tx, actor, subject, logged(before), logged(after));
  });
}
