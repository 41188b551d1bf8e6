import { formatDisplayDate, type Language, localDateTime } from '@museum-shop/contract';
import { invitationMailTexts } from './invitation-mail.messages.ts';

/**
 * The invitation to the staff app in the member's language: who it is for, the one-time link, and
 * when the link stops working, as d.m.Y and HH:mm on the museum's clock (decision 0020).
 */
export function composeInvitationMail(input: {
  lang: Language;
  name: string;
  link: string;
  expiresAt: Date;
  /** The museum's time zone (IANA). */
  timeZone: string;
}): { subject: string; text: string } {
  const texts = invitationMailTexts[input.lang];
  const [date = '', time = ''] = formatDisplayDate(localDateTime(input.expiresAt, input.timeZone)).split(' ');
  return { subject: texts.subject, text: texts.body(input.name, input.link, date, time) };
}
