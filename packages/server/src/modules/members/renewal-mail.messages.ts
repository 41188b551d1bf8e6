import { formatDisplayDate, type Language, type RenewalReminder } from '@museum-shop/contract';

/**
 * The renewal reminders of an annual pass (issue 36), sent 30 and 7 days before its last day in the
 * member's language: who it is for, which pass, when it ends, and the link that buys the renewal,
 * which starts the day after the old pass ends. Dates are d.m.Y (spec §9).
 */
export interface RenewalMailFacts {
  /** The member's first name and surname, as the card prints them. */
  name: string;
  /** The membership type's name in the member's language. */
  passName: string;
  memberNumber: string;
  /** The pass's last valid day, YYYY-MM-DD. */
  validUntil: string;
  /** The shop's page that sells the renewal. */
  renewLink: string;
  /** The museum's name. */
  museum: string;
}

interface RenewalTexts {
  subject: Record<RenewalReminder, (facts: RenewalMailFacts, until: string) => string>;
  body: (facts: RenewalMailFacts, until: string) => string;
}

// The pass is named by a fixed noun of each language with the type's name in quotes, so the
// grammar holds whatever the museum calls its types ("Familienpass", "Jahreskarte").
const texts: Record<Language, RenewalTexts> = {
  en: {
    subject: {
      30: (_f, until) => `Your membership runs until ${until}`,
      7: (_f, until) => `Your membership ends on ${until}: renew it now`,
    },
    body: (f, until) =>
      `Hello ${f.name},\n\nyour membership “${f.passName}” (member number ${f.memberNumber}) is valid until ${until}. ` +
      `Renew it here and the new one starts the day after, so you lose no day:\n\n${f.renewLink}\n\n` +
      `Thank you for being a member.\n${f.museum}`,
  },
  de: {
    subject: {
      30: (_f, until) => `Ihre Mitgliedschaft gilt bis ${until}`,
      7: (_f, until) => `Ihre Mitgliedschaft endet am ${until}: jetzt verlängern`,
    },
    body: (f, until) =>
      `Guten Tag ${f.name},\n\nIhre Mitgliedschaft „${f.passName}“ (Mitgliedsnummer ${f.memberNumber}) gilt bis ${until}. ` +
      `Verlängern Sie sie hier, dann beginnt die neue am Tag danach und Sie verlieren keinen Tag:\n\n${f.renewLink}\n\n` +
      `Vielen Dank, dass Sie Mitglied sind.\n${f.museum}`,
  },
  fr: {
    subject: {
      30: (_f, until) => `Votre adhésion est valable jusqu’au ${until}`,
      7: (_f, until) => `Votre adhésion prend fin le ${until}\u202F: renouvelez-la maintenant`,
    },
    body: (f, until) =>
      `Bonjour ${f.name},\n\nvotre adhésion «\u202F${f.passName}\u202F» (numéro de membre ${f.memberNumber}) est valable jusqu’au ${until}. ` +
      `Renouvelez-la ici\u202F: la nouvelle commence le lendemain, vous ne perdez aucun jour.\n\n${f.renewLink}\n\n` +
      `Merci de votre fidélité.\n${f.museum}`,
  },
  it: {
    subject: {
      30: (_f, until) => `La tua tessera è valida fino al ${until}`,
      7: (_f, until) => `La tua tessera scade il ${until}: rinnovala ora`,
    },
    body: (f, until) =>
      `Ciao ${f.name},\n\nla tua tessera «${f.passName}» (numero socio ${f.memberNumber}) è valida fino al ${until}. ` +
      `Rinnovala qui: la nuova inizia il giorno dopo, così non perdi nemmeno un giorno.\n\n${f.renewLink}\n\n` +
      `Grazie per il tuo sostegno.\n${f.museum}`,
  },
  nl: {
    subject: {
      30: (_f, until) => `Je lidmaatschap is geldig tot ${until}`,
      7: (_f, until) => `Je lidmaatschap verloopt op ${until}: verleng het nu`,
    },
    body: (f, until) =>
      `Hallo ${f.name},\n\nje lidmaatschap ‘${f.passName}’ (lidnummer ${f.memberNumber}) is geldig tot ${until}. ` +
      `Verleng het hier; het nieuwe gaat de dag erna in, zodat je geen dag verliest:\n\n${f.renewLink}\n\n` +
      `Bedankt dat je lid bent.\n${f.museum}`,
  },
  es: {
    subject: {
      30: (_f, until) => `Tu abono es válido hasta el ${until}`,
      7: (_f, until) => `Tu abono vence el ${until}: renuévalo ahora`,
    },
    body: (f, until) =>
      `Hola, ${f.name}:\n\ntu abono «${f.passName}» (número de socio ${f.memberNumber}) es válido hasta el ${until}. ` +
      `Renuévalo aquí y el nuevo empezará al día siguiente, sin perder ni un día:\n\n${f.renewLink}\n\n` +
      `Gracias por tu apoyo.\n${f.museum}`,
  },
  sv: {
    subject: {
      30: (_f, until) => `Ditt medlemskap gäller till ${until}`,
      7: (_f, until) => `Ditt medlemskap går ut ${until}: förnya det nu`,
    },
    body: (f, until) =>
      `Hej ${f.name},\n\nditt medlemskap ”${f.passName}” (medlemsnummer ${f.memberNumber}) gäller till ${until}. ` +
      `Förnya det här, så börjar det nya dagen efter och du förlorar ingen dag:\n\n${f.renewLink}\n\n` +
      `Tack för att du är medlem.\n${f.museum}`,
  },
  da: {
    subject: {
      30: (_f, until) => `Dit medlemskab gælder til ${until}`,
      7: (_f, until) => `Dit medlemskab udløber ${until}: forny det nu`,
    },
    body: (f, until) =>
      `Hej ${f.name},\n\ndit medlemskab »${f.passName}« (medlemsnummer ${f.memberNumber}) gælder til ${until}. ` +
      `Forny det her, så begynder det nye dagen efter, og du mister ingen dag:\n\n${f.renewLink}\n\n` +
      `Tak, fordi du er medlem.\n${f.museum}`,
  },
};

/** The reminder's subject and text in the member's language. */
export function renewalMail(
  lang: Language,
  reminder: RenewalReminder,
  facts: RenewalMailFacts,
): { subject: string; text: string } {
  const words = texts[lang];
  const until = formatDisplayDate(facts.validUntil);
  return { subject: words.subject[reminder](facts, until), text: words.body(facts, until) };
}
