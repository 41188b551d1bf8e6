import { type AppConfig, mailSenderProblems, type ShopMailSender } from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { changeConfig, refuseIfAny, type SetupActor } from './setup-changes.ts';

/** The shop's e-mail sender, as the setup shows it. */
export function readMailSender(config: AppConfig): ShopMailSender {
  return {
    sender_name: config.mail_sender?.name ?? '',
    reply_to: config.mail_sender?.reply_to ?? '',
  };
}

/**
 * The sender name of the shop's e-mails and their reply-to address, checked by the contract's
 * rule (mailSenderProblems). Both empty: MAIL_FROM as it is.
 */
export async function saveMailSender(db: Db, actor: SetupActor, input: ShopMailSender) {
  refuseIfAny(mailSenderProblems(input));
  const name = input.sender_name.trim();
  const replyTo = input.reply_to.trim();
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
