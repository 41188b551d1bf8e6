import type { FieldErrors, Language, ShopNotices } from '@museum-shop/contract';
import { isHttpsAddress } from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { sanitisePageHtml } from './page-html.ts';
import {
  listShopTextRows,
  listSocialLinkRows,
  replaceSocialLinks,
  upsertShopNotices,
} from './setup.repository.ts';
import { addError, auditSetup, changeConfig, refuseIfAny, type SetupActor } from './setup-changes.ts';

/** The cookie notice and global message as the setup shows them, from the shop's texts. */
export async function readNotices(db: Db, shopId: number, cookieNoticeOn: boolean): Promise<ShopNotices> {
  const rows = await listShopTextRows(db, shopId);
  const message = rows.find((row) => row.globalMessage)?.globalMessage;
  return {
    cookie_notice: {
      enabled: cookieNoticeOn,
      texts: Object.fromEntries(
        rows.filter((row) => row.cookieDisclaimer).map((row) => [row.lang, row.cookieDisclaimer]),
      ),
    },
    global_message: {
      texts: Object.fromEntries(
        rows.flatMap((row) => (row.globalMessage?.text ? [[row.lang, row.globalMessage.text]] : [])),
      ),
      style: message?.className ?? 'info',
      from: message?.from ?? null,
      until: message?.until ?? null,
    },
  };
}

export interface NoticesInput {
  cookie_notice: { enabled: boolean; texts: Partial<Record<Language, string>> };
  global_message: ShopNotices['global_message'];
}

/**
 * The cookie notice (HTML, sanitised like a page; a script is refused) and the global message, in
 * the offered languages. An empty message in every language shows none.
 */
export async function saveNotices(
  db: Db,
  actor: SetupActor,
  languages: readonly Language[],
  input: NoticesInput,
) {
  const fields: FieldErrors = {};
  const cookieTexts = new Map<Language, string>();
  for (const lang of languages) {
    const { html, hadScript } = sanitisePageHtml(input.cookie_notice.texts[lang] ?? '');
    if (hadScript) addError(fields, `cookie_notice.texts.${lang}`, 'script_not_allowed');
    cookieTexts.set(lang, html);
  }
  const defaultLanguage = languages[0];
  if (input.cookie_notice.enabled && defaultLanguage && !cookieTexts.get(defaultLanguage))
    addError(fields, `cookie_notice.texts.${defaultLanguage}`, 'required');
  const { from, until, style } = input.global_message;
  if (from && until && Date.parse(until) <= Date.parse(from))
    addError(fields, 'global_message.until', 'until_before_from');
  refuseIfAny(fields);

  await db.transaction(async (tx) => {
    const before = await readNotices(tx, actor.shopId, input.cookie_notice.enabled);
    for (const lang of languages) {
      const text = input.global_message.texts[lang]?.trim() ?? '';
      await upsertShopNotices(tx, {
        shopId: actor.shopId,
        lang,
        cookieDisclaimer: cookieTexts.get(lang) ?? '',
        globalMessage: text ? { text, className: style, from, until } : null,
      });
    }
    await auditSetup(tx, actor, 'notices', { ...before }, { ...input });
  });
  await changeConfig(
    db,
    actor,
    'cookie_notice',
    (config) => ({
      ...config,
      cookie_disclaimer: input.cookie_notice.enabled,
      showCookieDisclaimer: input.cookie_notice.enabled,
    }),
    (config) => ({ enabled: config.cookie_disclaimer }),
  );
}

export function readSocialLinks(db: Db, shopId: number) {
  return listSocialLinkRows(db, shopId);
}

/** Replaces the footer's social links; each must be an https address. */
export async function saveSocialLinks(
  db: Db,
  actor: SetupActor,
  links: readonly { name: string; link: string }[],
) {
  const fields: FieldErrors = {};
  const cleaned = links.map((link) => ({ name: link.name.trim(), link: link.link.trim() }));
  cleaned.forEach((link, index) => {
    if (!link.name) addError(fields, `links.${index}.name`, 'required');
    if (!isHttpsAddress(link.link)) addError(fields, `links.${index}.link`, 'not_https');
  });
  refuseIfAny(fields);
  await db.transaction(async (tx) => {
    const before = await listSocialLinkRows(tx, actor.shopId);
    await replaceSocialLinks(tx, actor.shopId, cleaned);
    await auditSetup(tx, actor, 'social_links', { links: before }, { links: cleaned });
  });
}
