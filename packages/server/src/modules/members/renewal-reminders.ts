import {
  daysFromTo,
  localDate,
  pickTranslation,
  type RenewalReminder,
  renewalReminderDue,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findShopBasics, findShopConfig } from '../../db/repositories/shops.repository.ts';
import { DEFAULT_TIME_ZONE } from '../../lib/shop-context.ts';
import { holderName } from './member-cards.service.ts';
import { renewalMail } from './renewal-mail.messages.ts';
import {
  cardsNearingTheirEnd,
  lockCardForReminder,
  markReminderSent,
} from './renewal-reminders.repository.ts';

export const RENEWAL_REMINDER_JOB = 'member-renewal-reminder';

const DAY_MS = 24 * 60 * 60_000;
const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The renewal reminders of member cards (issue 36): 30 and 7 days before a card's last day, an
 * e-mail in the order's language to whoever bought the pass, linking to the pass's page to renew
 * it (the renewal starts the day after the old pass ends). Every process's housekeeping round
 * queues a job per card a reminder may be due for, judged with a day's slack (one job per card
 * waits at a time: its dedupe key); the job locks the card, asks the contract's rule
 * (renewalReminderDue) on the museum's day, and writes the mail and the reminder's mark in one
 * transaction. So two processes, a round run twice or a job run again send each reminder once.
 */
export const memberRenewalReminders = fp(
  async (app: FastifyInstance, options: { shopUrl: string }) => {
    app.jobs.handle(RENEWAL_REMINDER_JOB, async (payload) => {
      const queued = await app.db.transaction(async (tx) => {
        const row = await lockCardForReminder(tx, String(payload.cardId));
        if (!row) return null;
        const { card, lang } = row;
        const validUntil = card.validUntil;
        if (card.status !== 'active' || !validUntil) return null;
        const basics = await findShopBasics(tx, card.shopId);
        const now = app.clock();
        const today = localDate(now, basics?.timeZone || DEFAULT_TIME_ZONE);
        const sent = card.remindersSent as RenewalReminder[];
        const reminder = renewalReminderDue(validUntil, today, sent);
        if (reminder === null) return null;
        // Marked even without an address (a guest's order keeps none): it is not tried again daily.
        await markReminderSent(tx, card.id, reminder);
        if (!row.email) return null;
        const config = await findShopConfig(tx, card.shopId);
        const museum =
          (config && pickTranslation(config.site_name_translations, lang, basics?.defaultLanguage ?? lang)) ||
          config?.site_name ||
          '';
        const renewLink = new URL(`/${lang}/passes/${card.merchandiseId}`, options.shopUrl);
        renewLink.searchParams.set('renews', card.number);
        const mail = renewalMail(lang, reminder, {
          name: holderName(card),
          passName: card.typeName,
          memberNumber: card.number,
          validUntil,
          renewLink: renewLink.href,
          museum,
        });
        return app.mailer.queue(
          tx,
          { shopId: card.shopId, recipient: row.email, subject: mail.subject, text: mail.text, lang },
          now,
        );
      });
      app.mailer.sendSoon([queued]);
    });

    app.registerSweep('member renewal reminders', async (now) => {
      // A day either side of UTC's date, so no museum's day is missed; the job reads the museum's.
      const from = isoDay(new Date(now.getTime() - DAY_MS));
      const until = isoDay(new Date(now.getTime() + 31 * DAY_MS));
      for (const card of await cardsNearingTheirEnd(app.db, from, until)) {
        if (!card.validUntil) continue;
        // Within a day of the 30-day reminder's first day, unless it was sent: the 7-day one's.
        const daysLeft = daysFromTo(isoDay(now), card.validUntil);
        if (card.remindersSent.includes(30) && daysLeft > 8) continue;
        const queued = await app.jobs.enqueue(app.db, {
          kind: RENEWAL_REMINDER_JOB,
          payload: { cardId: card.id },
          dedupeKey: `renewal:${card.id}`,
        });
        await app.jobs.runNow([queued]);
      }
    });
  },
  { name: 'member-renewal-reminders', dependencies: ['database', 'jobs', 'mail', 'housekeeping'] },
);
