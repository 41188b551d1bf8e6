import {
  type Address,
  CUSTOMER_FIELDS,
  type CustomerField,
  type CustomerForm,
  isEmailAddress,
  MD5_HEX_PATTERN,
  SHIPPING_FIELDS,
  STANDARD_CUSTOMER_FORM,
} from '@museum-shop/contract';
import type { FieldProblem } from './account.messages.ts';

/** The shop's rules for the customer form (GET customer/attr). */
export interface FormRules {
  requiredFields: readonly CustomerField[];
  visibleFields: readonly CustomerField[];
  countries: readonly string[];
  salutations: readonly string[];
}

/** Every field shown; phone and company optional. A shop's own settings may differ (staff/shop/customer-form). */
export const STANDARD_FORM_RULES: Omit<FormRules, 'countries'> = {
  requiredFields: STANDARD_CUSTOMER_FORM.required_fields,
  visibleFields: STANDARD_CUSTOMER_FORM.visible_fields,
  salutations: STANDARD_CUSTOMER_FORM.salutations,
};

/**
 * What the form is for. A guest sets no password; an update changes neither e-mail nor password
 * (they have calls of their own that ask for the current password).
 */
export type FormPurpose = 'register' | 'guest' | 'update';

const NOT_CHECKED: Record<FormPurpose, readonly CustomerField[]> = {
  register: [],
  guest: ['password'],
  update: ['email', 'password'],
};

export type CleanCustomerForm = Record<Exclude<CustomerField, 'password'>, string> & {
  password: string;
  shipping: Address | null;
};
export type FieldProblems = Record<string, FieldProblem[]>;

const MAX_LENGTH = 200;
export function isMd5Hex(value: string): boolean {
  return MD5_HEX_PATTERN.test(value);
}

type ValueKind = 'text' | 'email' | 'password' | 'country' | 'salutation';
const KIND_OF: Partial<Record<CustomerField, ValueKind>> = {
  email: 'email',
  password: 'password',
  country: 'country',
  salutation: 'salutation',
};

/** Why one value is refused, or undefined when it is fine. */
function valueProblem(
  kind: ValueKind,
  value: string,
  required: boolean,
  rules: FormRules,
): FieldProblem | undefined {
  if (value === '') return required ? 'required' : undefined;
  if (kind === 'password') return isMd5Hex(value) ? undefined : 'invalidPassword';
  if (value.length > MAX_LENGTH) return 'tooLong';
  if (kind === 'email' && !isEmailAddress(value)) return 'invalidEmail';
  if (kind === 'country' && !rules.countries.includes(value)) return 'unknownCountry';
  if (kind === 'salutation' && !rules.salutations.includes(value)) return 'unknownSalutation';
  return undefined;
}

/**
 * Checks a customer form against the shop's rules: required fields present, values well formed,
 * choices from the lists. Fields the shop does not show are neither checked nor kept.
 */
export function checkCustomerForm(
  form: CustomerForm,
  rules: FormRules,
  purpose: FormPurpose,
): { problems: FieldProblems; values: CleanCustomerForm } {
  const problems: FieldProblems = {};
  const values = { shipping: null } as CleanCustomerForm;
  for (const field of CUSTOMER_FIELDS) {
    const checked = rules.visibleFields.includes(field) && !NOT_CHECKED[purpose].includes(field);
    const raw = form[field] ?? '';
    const value = field === 'password' ? raw : raw.trim();
    values[field] = checked ? value : '';
    if (!checked) continue;
    const problem = valueProblem(
      KIND_OF[field] ?? 'text',
      value,
      rules.requiredFields.includes(field),
      rules,
    );
    if (problem) problems[field] = [problem];
  }
  if (form.shipping) {
    const shipping = {} as Address;
    for (const part of SHIPPING_FIELDS) {
      const value = (form.shipping[part] ?? '').trim();
      shipping[part] = value;
      // A separate shipping address needs every part (spec: 'Please fill in all fields for Shipping Address').
      const problem = valueProblem(part === 'country' ? 'country' : 'text', value, true, rules);
      if (problem) problems[`shipping.${part}`] = [problem];
    }
    values.shipping = shipping;
  }
  return { problems, values };
}
