import type { StaffAuditEntry } from '@museum-shop/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import { NESTED_FIELDS, SETTINGS_FIELDS, settingsSubject, settingsValue } from './audit-settings.ts';
import { type Column, DataTable } from './ui/DataTable.tsx';
import { EmptyMessage } from './ui/StatusViews.tsx';

/** How an entry's values are shown: in the member's language, with the order's line names. */
export interface ChangeFormat {
  t: TFunction;
  lang: string;
  /** The name of an order's line by its index, when the order is known. */
  lineName?: ((index: number) => string | undefined) | undefined;
}

/** Fields in cents. */
const MONEY_FIELDS = new Set(['amount', 'box_office_refund_limit']);
/** Fields holding a line index, or a list of them (zero-based). */
const LINE_FIELDS = new Set(['line', 'lines']);
/** Fields of a museum-local `YYYY-MM-DD HH:mm` or an ISO instant. */
const TIME_FIELDS = new Set(['admitted_at']);
/** Fields of free text a person wrote: quoted as the language quotes. */
const QUOTED_FIELDS = new Set(['reason', 'text']);
/** Fields of a duration in milliseconds, shown in seconds. */
const DURATION_FIELDS = new Set(['delay_ms']);
/** The fields the audit log names in the member's language (`audit.fields.*`); others as recorded. */
export const AUDIT_FIELDS = [
  'state',
  'amount',
  'lines',
  'line',
  'reason',
  'refund_id',
  'credit_note',
  'note_id',
  'text',
  'closed',
  'slots_changed',
  'capacity',
  'invited',
  'name',
  'email',
  'role',
  'active',
  'open',
  'box_office_refund_limit',
  'person',
  'admitted_at',
  'admitted_by',
  'from',
  'to',
  'group',
  'format',
  'failure',
  'delay_ms',
  'call',
  'code',
  'shop',
  'stock',
  'stock_reason',
  ...SETTINGS_FIELDS,
] as const;
const KNOWN_FIELDS: ReadonlySet<string> = new Set(AUDIT_FIELDS);

function fieldLabel(format: ChangeFormat, key: string): string {
  return KNOWN_FIELDS.has(key) ? format.t(`audit.fields.${key}`) : key;
}

function lineLabel(format: ChangeFormat, index: unknown): string {
  if (typeof index !== 'number' || !Number.isInteger(index)) return JSON.stringify(index);
  return format.lineName?.(index) ?? format.t('audit.lineNumber', { number: index + 1 });
}

function fieldValue(format: ChangeFormat, key: string, value: unknown, path = key): string {
  const { t, lang } = format;
  if (value === undefined || value === null || value === '') return '—';
  if (MONEY_FIELDS.has(key) && typeof value === 'number') return formatMoney(value, lang);
  if (LINE_FIELDS.has(key))
    return Array.isArray(value)
      ? value.map((index) => lineLabel(format, index)).join(', ')
      : lineLabel(format, value);
  // The setup's fields (audit-settings.ts): languages, countries, translations, lists, counts.
  const setting = settingsValue(t, lang, path, value);
  if (setting !== undefined) return setting;
  if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
  if (key === 'state' && typeof value === 'string')
    return t(`orders.states.${value}`, { defaultValue: value });
  if (key === 'role' && typeof value === 'string') return t(`roles.${value}`, { defaultValue: value });
  if (TIME_FIELDS.has(key) && typeof value === 'string') return formatDateTime(value);
  if (QUOTED_FIELDS.has(key) && typeof value === 'string') return t('app.quoted', { text: value });
  if (DURATION_FIELDS.has(key) && typeof value === 'number')
    return new Intl.NumberFormat(lang, { style: 'unit', unit: 'second', maximumFractionDigits: 1 }).format(
      value / 1000,
    );
  if (key === 'failure' && typeof value === 'string')
    return t(`audit.failures.${value}`, { defaultValue: value });
  if (key === 'code' && typeof value === 'string')
    return t(`audit.refusals.${value}`, { defaultValue: value });
  if (key === 'call' && typeof value === 'string') return callLabel(t, value);
  if (key === 'stock_reason' && typeof value === 'string')
    return t(`catalog.products.reasons.${value}`, { defaultValue: value });
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * "field: before → after" for each field an action changed, in the member's language: known fields
 * by their names, money as money, an order's lines by their names (or 1-based numbers), yes and no;
 * a field the action added shows its value alone.
 */
export function describeChange(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  format: ChangeFormat,
): string {
  return changeParts(before, after, format, '', '').join('; ');
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parts of describeChange; inside a nested field (`cookie_notice`) its own fields, labelled under it. */
function changeParts(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  format: ChangeFormat,
  parentPath: string,
  parentLabel: string,
): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.flatMap((key) => {
    const was = before?.[key];
    const now = after?.[key];
    const path = parentPath ? `${parentPath}.${key}` : key;
    const label = parentLabel ? `${parentLabel} – ${fieldLabel(format, key)}` : fieldLabel(format, key);
    const show = (value: unknown) => fieldValue(format, key, value, path);
    if (before && after && JSON.stringify(was) === JSON.stringify(now)) return [];
    if (!parentPath && NESTED_FIELDS.has(key) && (isObject(was) || isObject(now)))
      return changeParts(
        before && isObject(was) ? was : before ? {} : null,
        after && isObject(now) ? now : after ? {} : null,
        format,
        path,
        label,
      );
    if (before && after) {
      if (was === undefined) return [`${label}: ${show(now)}`];
      return [`${label}: ${show(was)} → ${show(now)}`];
    }
    return [`${label}: ${show(after ? now : was)}`];
  });
}

/** An audit action's name (`order.refund`) in the staff member's language; an unknown one as it is. */
export function actionLabel(t: TFunction, action: string): string {
  return t(`audit.actions.${action.replaceAll('.', '_')}`, { defaultValue: action });
}

/**
 * The i18n key of a staff call as a refused action's entry names it (`POST staff/orders/:number/refund`):
 * its method and path with each run of other characters as one underscore.
 */
export const callKey = (call: string) => call.replace(/[^A-Za-z0-9]+/g, '_');

/** A staff call's name in the staff member's language, as what they tried to do; an unknown one as it is. */
export function callLabel(t: TFunction, call: string): string {
  return t(`audit.calls.${callKey(call)}`, { defaultValue: call });
}

/** Who an entry names: the member, else the sign-in of an address no account has, else the command line. */
function whoOf(t: TFunction, entry: StaffAuditEntry): string {
  if (entry.staff) return entry.staff.name || entry.staff.email;
  return entry.action === 'staff.login_failed' ? t('audit.nobody') : t('audit.command');
}

/** What an entry is about: an order (linked), a call refused, a setting by its screen, or its kind and id. */
function subjectOf(t: TFunction, lang: string, entry: StaffAuditEntry) {
  if (entry.order_number)
    return <Link to={`/orders/${encodeURIComponent(entry.order_number)}`}>{entry.order_number}</Link>;
  if (entry.subject_kind === 'call') return callLabel(t, entry.subject_id);
  if (entry.subject_kind === 'settings') return settingsSubject(t, lang, entry.subject_id);
  return `${entry.subject_kind} ${entry.subject_id}`;
}

/** Staff actions: who, when, what, before and after, and from which client address where recorded. */
export function AuditList({
  entries,
  caption,
  showOrder = false,
  lineNames,
}: {
  entries: StaffAuditEntry[];
  caption: string;
  showOrder?: boolean;
  /** The order's line names, by index: the entries of one order name its lines. */
  lineNames?: readonly string[];
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const columns = useMemo<Column<StaffAuditEntry>[]>(
    () => [
      { id: 'at', header: t('audit.when'), cell: ({ row }) => formatDateTime(row.original.at) },
      {
        id: 'who',
        header: t('audit.who'),
        cell: ({ row }) => whoOf(t, row.original),
      },
      {
        id: 'action',
        header: t('audit.action'),
        cell: ({ row }) => actionLabel(t, row.original.action),
      },
      ...(showOrder
        ? [
            {
              id: 'subject',
              header: t('audit.subject'),
              cell: ({ row }) => subjectOf(t, lang, row.original),
            } satisfies Column<StaffAuditEntry>,
          ]
        : []),
      {
        id: 'change',
        header: t('audit.change'),
        cell: ({ row }) =>
          describeChange(row.original.before, row.original.after, {
            t,
            lang,
            lineName: lineNames ? (index) => lineNames[index] : undefined,
          }),
      },
      { id: 'client', header: t('audit.client'), cell: ({ row }) => row.original.client_address ?? '' },
    ],
    [t, lang, showOrder, lineNames],
  );
  if (entries.length === 0) return <EmptyMessage>{t('audit.none')}</EmptyMessage>;
  return (
    <DataTable caption={caption} captionHidden columns={columns} data={entries} rowId={(entry) => entry.id} />
  );
}
