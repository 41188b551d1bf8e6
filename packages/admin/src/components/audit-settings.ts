import { LANGUAGES } from '@museum-shop/contract';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../lib/format.ts';

/**
 * The fields the setup's `settings.update` entries record (packages/server/src/features/staff/setup
 * and the media upload), named in the member's language as `audit.fields.*`.
 */
export const SETTINGS_FIELDS = [
  // identity
  'site_name_translations',
  'languages',
  'time_zone',
  'support_email',
  // sections
  'has_tickets',
  'has_guided_tours',
  'has_merchandise',
  'has_memcard',
  'has_vouchers',
  'has_voucher_code',
  'user_registration',
  'guest_registration',
  // a page
  'title',
  'html',
  'logo',
  // shipping costs
  'rows',
  // display
  'show_progress_bar',
  'home_view',
  'show_header',
  'show_footer',
  'main_site_urls',
  'logo_links_to_main_site',
  // invoice header
  'legal_name',
  'street',
  'zip',
  'city',
  'country',
  'vat_id',
  'tax_number',
  'vat_exemption_note',
  'bank_account_holder',
  'iban',
  'bic',
  'bank_name',
  // e-mail sender
  'sender_name',
  'reply_to',
  // cookie notice and message (nested: enabled, texts, style, from, until)
  'cookie_notice',
  'global_message',
  'enabled',
  'texts',
  'style',
  'until',
  // social links, customer form, payment types
  'links',
  'visible_fields',
  'required_fields',
  'countries',
  'salutations',
  'default_country',
  'types',
  // legal links, partner logos, banners
  'custom_terms_links',
  'partner_logos',
  'banners',
  // text overrides
  'lang',
  'key',
  // an uploaded picture
  'width',
  'height',
] as const;

/** The subjects of settings entries named as `audit.subjects.*` (a page and the staff settings aside). */
export const SETTINGS_SUBJECTS = [
  'identity',
  'sections',
  'logo',
  'shipping',
  'open',
  'display',
  'invoice',
  'mail',
  'notices',
  'cookie_notice',
  'social_links',
  'customer_form',
  'payment_types',
  'legal_links',
  'partner_logos',
  'banners',
  'text_overrides',
  'media',
] as const;
const KNOWN_SUBJECTS: ReadonlySet<string> = new Set(SETTINGS_SUBJECTS);

/** Fields holding an object whose own fields are shown one by one ("Cookie notice – Shown: no → yes"). */
export const NESTED_FIELDS: ReadonlySet<string> = new Set(['cookie_notice', 'global_message']);

const LANGUAGE_CODES: ReadonlySet<string> = new Set(LANGUAGES);
/** Texts of HTML: shown as their words, shortened. */
const HTML_FIELDS = new Set(['html', 'cookie_notice.texts']);
const EXCERPT_LENGTH = 60;

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ en: '…', de: '…' }`: a text per language. */
export function isTranslations(value: unknown): value is Record<string, string> {
  return (
    isPlain(value) &&
    Object.entries(value).every(([key, text]) => LANGUAGE_CODES.has(key) && typeof text === 'string')
  );
}

/** Names of languages and countries and lists of them, in the member's language. */
function namesIn(lang: string) {
  const display = (type: 'language' | 'region') => {
    try {
      return new Intl.DisplayNames([lang], { type, fallback: 'code' });
    } catch {
      return undefined;
    }
  };
  const languages = display('language');
  const regions = display('region');
  const list = new Intl.ListFormat(lang, { type: 'conjunction' });
  const language = (code: string) => {
    const name = languages?.of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
  };
  const inSentence = (code: string) => languages?.of(code) ?? code;
  const region = (code: string) => (/^[A-Z]{2}$/.test(code) ? (regions?.of(code) ?? code) : code);
  return { language, inSentence, region, list: (items: readonly string[]) => list.format(items) };
}

/** An HTML text as its words, at most EXCERPT_LENGTH characters. */
export function excerpt(html: string): string {
  const text = html
    .replace(/<br\s*\/?>|<\/(?:p|h[1-6]|li|div|blockquote)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;
}

const countOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/**
 * A settings field's value in words, or undefined when this file has no rule for it (AuditList
 * then shows it as recorded). `path` is the field's key, or `parent.key` inside a nested field.
 */
export function settingsValue(t: TFunction, lang: string, path: string, value: unknown): string | undefined {
  const key = path.slice(path.lastIndexOf('.') + 1);
  const names = namesIn(lang);
  const quoted = (text: string) => t('app.quoted', { text });
  const strings = (items: unknown) =>
    Array.isArray(items) ? items.filter((item): item is string => typeof item === 'string') : [];
  const orNone = (items: string[]) => (items.length > 0 ? names.list(items) : '—');
  switch (key) {
    case 'lang':
      return typeof value === 'string' ? names.language(value) : undefined;
    case 'languages':
      return Array.isArray(value) ? orNone(strings(value).map(names.language)) : undefined;
    case 'country':
    case 'default_country':
      return typeof value === 'string' ? names.region(value) : undefined;
    case 'countries':
      return Array.isArray(value) ? orNone(strings(value).map(names.region)) : undefined;
    case 'visible_fields':
    case 'required_fields':
      return Array.isArray(value)
        ? orNone(
            strings(value).map((field) => t(`setup.customerForm.fields.${field}`, { defaultValue: field })),
          )
        : undefined;
    case 'salutations':
      return Array.isArray(value)
        ? orNone(
            strings(value).map((salutation) =>
              t(`setup.customerForm.salutationNames.${salutation}`, { defaultValue: salutation }),
            ),
          )
        : undefined;
    case 'home_view':
      return typeof value === 'string'
        ? t(`setup.display.homeViews.${value}`, { defaultValue: value })
        : undefined;
    case 'style':
      return typeof value === 'string'
        ? t(`setup.notices.styles.${value}`, { defaultValue: value })
        : undefined;
    case 'from':
    case 'until':
      // An instant of the global message; a report's day (from, to) stays as recorded.
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)
        ? formatDateTime(value)
        : undefined;
    case 'html':
      return typeof value === 'string' ? quoted(excerpt(value)) : undefined;
    case 'rows':
      return Array.isArray(value) ? t('setup.shipping.count', { count: value.length }) : undefined;
    case 'links':
      return Array.isArray(value)
        ? orNone(value.map((link) => (isPlain(link) && typeof link.name === 'string' ? link.name : '?')))
        : undefined;
    case 'types': {
      if (!Array.isArray(value)) return undefined;
      const offered = value.filter((type) => isPlain(type) && type.offered !== false);
      return orNone(
        offered.map((type) => {
          const own = isTranslations(type.names)
            ? (type.names[lang] ?? Object.values(type.names)[0])
            : undefined;
          return (
            own || t(`setup.paymentTypes.kinds.${String(type.kind)}`, { defaultValue: String(type.kind) })
          );
        }),
      );
    }
    case 'custom_terms_links': {
      if (!isPlain(value)) return t('setup.legalLinks.standard');
      const count = Object.values(value).reduce<number>(
        (sum, perLanguage) => sum + (isPlain(perLanguage) ? Object.keys(perLanguage).length : 0),
        0,
      );
      return count > 0 ? t('setup.counts.legalLinks', { count }) : t('setup.legalLinks.standard');
    }
    case 'partner_logos': {
      if (!Array.isArray(value)) return undefined;
      const logos = value.reduce<number>(
        (sum, group) => sum + (isPlain(group) ? countOf(group.logos) : 0),
        0,
      );
      return `${t('setup.counts.partnerGroups', { count: value.length })}, ${t('setup.counts.partnerLogos', { count: logos })}`;
    }
    case 'banners':
      return Array.isArray(value) ? t('setup.counts.banners', { count: value.length }) : undefined;
    default:
      break;
  }
  if (isTranslations(value)) {
    const entries = Object.entries(value).filter(([, text]) => text !== '');
    if (entries.length === 0) return '—';
    const html = HTML_FIELDS.has(path);
    return entries
      .map(([code, text]) => `${names.language(code)}: ${quoted(html ? excerpt(text) : text)}`)
      .join(', ');
  }
  if (Array.isArray(value) && value.some(isPlain)) return t('setup.counts.entries', { count: value.length });
  return undefined;
}

/**
 * What a settings entry is about, in the member's language: the setup screen's name, a page in a
 * language, an uploaded picture, or the staff settings (recorded with the shop's id).
 */
export function settingsSubject(t: TFunction, lang: string, subject: string): string {
  if (/^\d+$/.test(subject)) return t('staff.refundLimit');
  const page = /^page:([^:]+):([a-z]{2})$/.exec(subject);
  if (page?.[1] && page[2])
    return t('setup.editor.screenTitle', {
      page: t(`setup.pages.names.${page[1]}`, { defaultValue: page[1] }),
      language: namesIn(lang).inSentence(page[2]),
    });
  const kind = subject.split(':')[0] ?? subject;
  return KNOWN_SUBJECTS.has(kind) ? t(`audit.subjects.${kind}`) : subject;
}
