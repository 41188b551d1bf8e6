import {
  VOUCHER_PRODUCT_KINDS,
  type VoucherBatchRequest,
  type VoucherProductKind,
  type VoucherSection,
  voucherBatchProblems,
  voucherBatchRequestSchema,
} from '@museum-shop/contract';
import * as z from 'zod/mini';
import { addDays, parseEuros } from '../../../lib/format.ts';
import { timeText, wholeNumber } from './event-document.ts';
import { INVALID, type Problems } from './event-problems.ts';

/** The form that makes one code or a batch (issue 36); validity in UTC+1 as spec §5 says. */
export interface VoucherBatchFormValues {
  count: string;
  prefix: string;
  label: string;
  /** Euros, as typed. */
  value: string;
  valid_from_date: string;
  valid_from_time: string;
  valid_to_date: string;
  valid_to_time: string;
  /** Only for some sections or products. */
  limited: boolean;
  sections: VoucherSection[];
  /** `kind:id` of the chosen events, tours and articles. */
  products: string[];
}

/** One code, valid from today for three years (as a voucher bought in the shop), for anything. */
export const newVoucherBatchValues = (today: string): VoucherBatchFormValues => ({
  count: '1',
  prefix: '',
  label: '',
  value: '',
  valid_from_date: today,
  valid_from_time: '00:00',
  valid_to_date: addDays(today, 3 * 365),
  valid_to_time: '23:59',
  limited: false,
  sections: [],
  products: [],
});

export const productKey = (kind: VoucherProductKind, id: number) => `${kind}:${id}`;

function productOfKey(key: string) {
  const [kind, id] = key.split(':');
  const known = VOUCHER_PRODUCT_KINDS.find((each) => each === kind);
  return known && id ? { kind: known, id: Number(id) } : undefined;
}

/** Where the form shows a problem the rule or the server names. */
function fieldOf(path: string): string {
  if (path === 'valid_from' || path === 'valid_to') return `${path}_date`;
  if (path.startsWith('limit')) return 'limited';
  return path;
}

/**
 * The form read into the contract's request, and what is wrong with it by field: an amount or a
 * count that is not one, then the contract's rule (voucherBatchProblems, which the server runs
 * again), then what the schema refuses that nothing above explains.
 */
export function voucherBatchProblemsOf(values: VoucherBatchFormValues): {
  request: VoucherBatchRequest;
  problems: Problems;
} {
  const problems: Problems = {};
  const add = (path: string, code: string) => {
    const field = fieldOf(path);
    if (!problems[field]?.includes(code)) problems[field] = [...(problems[field] ?? []), code];
  };
  const count = wholeNumber(values.count);
  const value = parseEuros(values.value);
  if (value === undefined) add('value', 'price_invalid');
  const request: VoucherBatchRequest = {
    count: Number.isNaN(count) ? 0 : count,
    prefix: values.prefix,
    label: values.label,
    value: value ?? 0,
    valid_from: `${values.valid_from_date} ${timeText(values.valid_from_time)}`,
    valid_to: `${values.valid_to_date} ${timeText(values.valid_to_time)}`,
    limit: values.limited
      ? {
          sections: values.sections,
          products: values.products.flatMap((key) => productOfKey(key) ?? []),
        }
      : null,
  };
  for (const problem of voucherBatchProblems(request))
    if (!(problem.path === 'value' && problems.value)) add(problem.path, problem.code);
  const parsed = z.safeParse(voucherBatchRequestSchema, request);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = fieldOf(issue.path.map(String).join('.') || '_');
      if (!problems[path]) add(path, INVALID);
    }
  return { request, problems };
}

/** A 422's field map on the form's fields. */
export function voucherBatchServerProblems(errors: Record<string, string[]>): Problems {
  const problems: Problems = {};
  for (const [path, codes] of Object.entries(errors))
    problems[fieldOf(path)] = [...(problems[fieldOf(path)] ?? []), ...codes];
  return problems;
}
