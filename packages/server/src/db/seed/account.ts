import { STANDARD_FORM_RULES } from '../../features/account/customer-form.ts';
import type { Db } from '../database.ts';
import { customerFormSettings } from '../schema/account.ts';

/** The demo museum's customer form: the standard one, for mostly European visitors. */
export async function seedCustomerForm(db: Db, shopId: number): Promise<void> {
  await db.insert(customerFormSettings).values({
    shopId,
    countries: [
      'DE',
      'AT',
      'CH',
      'FR',
      'IT',
      'NL',
      'BE',
      'LU',
      'ES',
      'PT',
      'SE',
      'DK',
      'NO',
      'FI',
      'GB',
      'IE',
      'PL',
      'CZ',
      'US',
    ],
    salutations: [...STANDARD_FORM_RULES.salutations],
    requiredFields: [...STANDARD_FORM_RULES.requiredFields],
    visibleFields: [...STANDARD_FORM_RULES.visibleFields],
  });
}
