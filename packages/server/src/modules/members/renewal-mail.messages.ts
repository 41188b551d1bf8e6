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

// The pass is named by the glossary's noun of each language (annual pass, Jahreskarte, abonnement
// annuel …) with the type's name in quotes, so the grammar holds whatever the museum calls its types.
const texts: Record<Language, RenewalTexts> = {
  en: {
    subject: {
      30: (_f, until) => `Your annual pass runs until ${until}`,
      7: (_f, until) => `Your annual pass ends on ${until}: renew it now`,
    },
    body: (f, until) =>
      `Hello ${f.name},\n\nyour annual pass “${f.passName}” (member number ${f.memberNumber}) is valid until ${until}. ` +
      `Renew it here and the new one starts the day after, so you lose no day:\n\n${f.renewLink}\n\n` +
      `Thank you for being a member.\n${f.museum}`,
  },
  de: {
    subject: {
      30: (_f, until) => `Ihre Jahreskarte gilt bis ${until}`,
      7: (_f, until) => `Ihre Jahreskarte endet am ${until}: jetzt verlängern`,
    },
    body: (f, until) =>
      `Guten Tag ${f.name},\n\nIhre Jahreskarte „${f.passName}“ (Mitgliedsnummer ${f.memberNumber}) gilt bis ${until}. ` +
      `Verlängern Sie sie hier, dann beginnt die neue am Tag danach und Sie verlieren keinen Tag:\n\n${f.renewLink}\n\n` +
      `Vielen Dank, dass Sie Mitglied sind.\n${f.museum}`,
  },
  fr: {
    subject: {
      30: (_f, until) => `Votre abonnement annuel est valable jusqu’au ${until}`,
      7: (_f, until) => `Votre abonnement annuel prend fin le ${until}\u202F: renouvelez-le maintenant`,
    },
    body: (f, until) =>
      `Bonjour ${f.name},\n\nvotre abonnement annuel «\u202F${f.passName}\u202F» (numéro d’abonné ${f.memberNumber}) est valable jusqu’au ${until}. ` +
      `Renouvelez-le ici\u202F: le nouveau commence le lendemain, vous ne perdez aucun jour.\n\n${f.renewLink}\n\n` +
      `Merci de votre fidélité.\n${f.museum}`,
  },
  it: {
    subject: {
      30: (_f, until) => `Il tuo abbonamento annuale è valido fino al ${until}`,
      7: (_f, until) => `Il tuo abbonamento annuale scade il ${until}: rinnovalo ora`,
    },
    body: (f, until) =>
      `Ciao ${f.name},\n\nil tuo abbonamento annuale «${f.passName}» (numero di abbonato ${f.memberNumber}) è valido fino al ${until}. ` +
      `Rinnovalo qui: il nuovo inizia il giorno dopo, così non perdi nemmeno un giorno.\n\n${f.renewLink}\n\n` +
      `Grazie per il tuo sostegno.\n${f.museum}`,
  },
  nl: {
    subject: {
      30: (_f, until) => `Je jaarkaart is geldig tot ${until}`,
      7: (_f, until) => `Je jaarkaart verloopt op ${until}: verleng hem nu`,
    },
    body: (f, until) =>
      `Hallo ${f.name},\n\nje jaarkaart ‘${f.passName}’ (lidnummer ${f.memberNumber}) is geldig tot ${until}. ` +
      `Verleng hem hier; de nieuwe gaat de dag erna in, zodat je geen dag verliest:\n\n${f.renewLink}\n\n` +
      `Bedankt dat je lid bent.\n${f.museum}`,
  },
  es: {
    subject: {
      30: (_f, until) => `Tu pase anual es válido hasta el ${until}`,
      7: (_f, until) => `Tu pase anual vence el ${until}: renuévalo ahora`,
    },
    body: (f, until) =>
      `Hola, ${f.name}:\n\ntu pase anual «${f.passName}» (número de socio ${f.memberNumber}) es válido hasta el ${until}. ` +
      `Renuévalo aquí y el nuevo empezará al día siguiente, sin perder ni un día:\n\n${f.renewLink}\n\n` +
      `Gracias por tu apoyo.\n${f.museum}`,
  },
  sv: {
    subject: {
      30: (_f, until) => `Ditt årskort gäller till ${until}`,
      7: (_f, until) => `Ditt årskort går ut ${until}: förnya det nu`,
    },
    body: (f, until) =>
      `Hej ${f.name},\n\nditt årskort ”${f.passName}” (medlemsnummer ${f.memberNumber}) gäller till ${until}. ` +
      `Förnya det här, så börjar det nya dagen efter och du förlorar ingen dag:\n\n${f.renewLink}\n\n` +
      `Tack för att du är medlem.\n${f.museum}`,
  },
  da: {
    subject: {
      30: (_f, until) => `Dit årskort gælder til ${until}`,
      7: (_f, until) => `Dit årskort udløber ${until}: forny det nu`,
    },
    body: (f, until) =>
      `Hej ${f.name},\n\ndit årskort »${f.passName}« (medlemsnummer ${f.memberNumber}) gælder til ${until}. ` +
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
