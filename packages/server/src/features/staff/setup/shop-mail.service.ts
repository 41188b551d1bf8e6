import {
  type AppConfig,
  type FieldErrors,
  MAIL_SENDER_NAME_MAX,
  type ShopMailSender,
} from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { addError, changeConfig, refuseIfAny, type SetupActor } from './setup-changes.ts';

/** An address as the other setup forms check it: something@somewhere.tld, without spaces. */
const isEmail = (address: string) => /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/.test(address);

/** The shop's e-mail sender, as the setup shows it. */
export function readMailSender(config: AppConfig): ShopMailSender {
  return {
    sender_name: config.mail_sender?.name ?? '',
    reply_to: config.mail_sender?.reply_to ?? '',
  };
}

/**
 * The sender name of the shop's e-mails and their reply-to address. The name becomes a header
 * (From), so a line break or any other control character is refused, as is a name longer than
 * MAIL_SENDER_NAME_MAX; the reply-to must be one address. Both empty: MAIL_FROM as it is.
 */
export async function saveMailSender(db: Db, actor: SetupActor, input: ShopMailSender) {
  const fields: FieldErrors = {};
  const name = input.sender_name.trim();
  const replyTo = input.reply_to.trim();
  if (/\p{Cc}/u.test(name)) addError(fields, 'sender_name', 'invalid');
  if (name.length > MAIL_SENDER_NAME_MAX) addError(fields, 'sender_name', 'too_long');
  if (replyTo && !isEmail(replyTo)) addError(fields, 'reply_to', 'invalid');
  refuseIfAny(fields);
  await changeConfig(
    db,
    actor,
    'mail',
    (config) => {
      const { mail_sender: _old, ...rest } = config;
      if (!name && !replyTo) return rest;
      return {
        ...rest,
        mail_sender: { ...(name ? { name } : {}), ...(replyTo ? { reply_to: replyTo } : {}) },
      };
    },
    (config) => ({ ...readMailSender(config) }),
  );
}
