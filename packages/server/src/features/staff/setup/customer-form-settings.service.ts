import {
  type CustomerFormSettings,
  customerFormProblems,
  normalizeCustomerFormSettings,
  STANDARD_CUSTOMER_FORM,
} from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { updateShopConfig } from './setup.repository.ts';
import { auditSetup, lockRequiredShopConfig, refuseIfAny, type SetupActor } from './setup-changes.ts';
import { requireShopConfig } from './setup-read.ts';
import { findCustomerFormRow, upsertCustomerFormRow } from './shop-forms.repository.ts';

type FormRow = Awaited<ReturnType<typeof findCustomerFormRow>>;

/**
 * The customer form as the owner edits it. A shop without a form of its own has the standard one
 * for its default country, as customer/attr gives it.
 */
function settingsOf(row: FormRow, defaultCountry: string): CustomerFormSettings {
  if (!row)
    return {
      visible_fields: [...STANDARD_CUSTOMER_FORM.visible_fields],
      required_fields: [...STANDARD_CUSTOMER_FORM.required_fields],
      countries: [defaultCountry],
      salutations: [...STANDARD_CUSTOMER_FORM.salutations],
      default_country: defaultCountry,
    };
  return {
    visible_fields: row.visibleFields,
    required_fields: row.requiredFields,
    countries: row.countries,
    salutations: row.salutations,
    default_country: defaultCountry,
  };
}

export async function readCustomerForm(db: Db, shopId: number): Promise<CustomerFormSettings> {
  const [config, row] = await Promise.all([requireShopConfig(db, shopId), findCustomerFormRow(db, shopId)]);
  return settingsOf(row, config.default_user_country_key);
}

/**
 * Changes the customer form: the rules of the contract (customerFormProblems) refuse it whole with
 * a 422 field map. The form's row and the shop's default country change in one transaction, with
 * the shop locked, and the audit log gets before and after. Visitors' customer/attr reads the
 * database on every call, so the next one has it.
 */
export async function saveCustomerForm(
  db: Db,
  actor: SetupActor,
  input: CustomerFormSettings,
): Promise<CustomerFormSettings> {
  refuseIfAny(customerFormProblems(input));
  const value = normalizeCustomerFormSettings(input);
  return db.transaction(async (tx) => {
    const config = await lockRequiredShopConfig(tx, actor.shopId);
    const before = settingsOf(await findCustomerFormRow(tx, actor.shopId), config.default_user_country_key);
    await upsertCustomerFormRow(tx, {
      shopId: actor.shopId,
      visibleFields: value.visible_fields,
      requiredFields: value.required_fields,
      countries: value.countries,
      salutations: value.salutations,
    });
    if (config.default_user_country_key !== value.default_country)
      await updateShopConfig(tx, actor.shopId, {
        ...config,
        default_user_country_key: value.default_country,
      });
    await auditSetup(tx, actor, 'customer_form', { ...before }, { ...value });
    return value;
  });
}
