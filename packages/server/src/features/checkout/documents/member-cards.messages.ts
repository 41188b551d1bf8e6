import type { Language } from '@museum-shop/contract';

/** The words of a member card (issue 36), in the order's language. */
export interface MemberCardTexts {
  /** The file names' first word (`member-card-1234-5678-90.pdf`): plain ASCII. */
  file: string;
  /** The file of all an order's cards (`member-cards-2026-00042.pdf`). */
  filesOfOrder: string;
  memberCard: string;
  member: string;
  memberNumber: string;
  membership: string;
  validFrom: string;
  validUntil: string;
  /** In place of the dates of a card counted from its first visit, until then. */
  fromFirstVisit: string;
  /** Label of whom one card admits a day. */
  admitsLabel: string;
  admits: (persons: number) => string;
  orderNumber: string;
  code: string;
  hint: string;
}

export const memberCardTexts: Record<Language, MemberCardTexts> = {
  en: {
    file: 'member-card',
    filesOfOrder: 'member-cards',
    memberCard: 'Member card',
    member: 'Member',
    memberNumber: 'Member number',
    membership: 'Membership',
    validFrom: 'Valid from',
    validUntil: 'Valid until',
    fromFirstVisit: 'Twelve months from your first visit',
    admitsLabel: 'Admits',
    admits: (persons) => (persons === 1 ? 'One person' : `${persons} persons`),
    orderNumber: 'Order',
    code: 'Card code',
    hint: 'Show this card at the entrance, on your phone or printed. It is personal and may not be passed on.',
  },
  de: {
    file: 'mitgliedskarte',
    filesOfOrder: 'mitgliedskarten',
    memberCard: 'Mitgliedskarte',
    member: 'Mitglied',
    memberNumber: 'Mitgliedsnummer',
    membership: 'Mitgliedschaft',
    validFrom: 'Gültig ab',
    validUntil: 'Gültig bis',
    fromFirstVisit: 'Zwölf Monate ab Ihrem ersten Besuch',
    admitsLabel: 'Gilt für',
    admits: (persons) => (persons === 1 ? 'Eine Person' : `${persons} Personen`),
    orderNumber: 'Bestellung',
    code: 'Kartencode',
    hint: 'Zeigen Sie diese Karte am Eingang vor, auf dem Handy oder ausgedruckt. Sie ist persönlich und nicht übertragbar.',
  },
  fr: {
    file: 'titre-abonnement',
    filesOfOrder: 'titres-abonnement',
    memberCard: 'Titre d’abonnement',
    member: 'Titulaire',
    memberNumber: 'Numéro d’abonné',
    membership: 'Abonnement',
    validFrom: 'Valable du',
    validUntil: 'Valable jusqu’au',
    fromFirstVisit: 'Douze mois à partir de votre première visite',
    admitsLabel: 'Valable pour',
    admits: (persons) => (persons === 1 ? 'Une personne' : `${persons} personnes`),
    orderNumber: 'Commande',
    code: 'Code du titre',
    hint: 'Présentez ce titre à l’entrée, sur votre téléphone ou imprimé. Il est personnel et ne peut être cédé.',
  },
  it: {
    file: 'carta-abbonato',
    filesOfOrder: 'carte-abbonati',
    memberCard: 'Carta dell’abbonato',
    member: 'Titolare',
    memberNumber: 'Numero di abbonato',
    membership: 'Abbonamento',
    validFrom: 'Valida dal',
    validUntil: 'Valida fino al',
    fromFirstVisit: 'Dodici mesi dalla prima visita',
    admitsLabel: 'Valida per',
    admits: (persons) => (persons === 1 ? 'Una persona' : `${persons} persone`),
    orderNumber: 'Ordine',
    code: 'Codice della carta',
    hint: 'Mostra questa carta all’ingresso, sul telefono o stampata. È personale e non cedibile.',
  },
  nl: {
    file: 'ledenpas',
    filesOfOrder: 'ledenpassen',
    memberCard: 'Ledenpas',
    member: 'Lid',
    memberNumber: 'Lidnummer',
    membership: 'Lidmaatschap',
    validFrom: 'Geldig vanaf',
    validUntil: 'Geldig tot en met',
    fromFirstVisit: 'Twaalf maanden vanaf je eerste bezoek',
    admitsLabel: 'Toegang voor',
    admits: (persons) => (persons === 1 ? 'Eén persoon' : `${persons} personen`),
    orderNumber: 'Bestelling',
    code: 'Pascode',
    hint: 'Laat deze pas bij de ingang zien, op je telefoon of geprint. Hij is persoonlijk en niet overdraagbaar.',
  },
  es: {
    file: 'carne-socio',
    filesOfOrder: 'carnes-socio',
    memberCard: 'Carné de socio',
    member: 'Titular',
    memberNumber: 'Número de socio',
    membership: 'Pase anual',
    validFrom: 'Válido desde',
    validUntil: 'Válido hasta',
    fromFirstVisit: 'Doce meses desde tu primera visita',
    admitsLabel: 'Válido para',
    admits: (persons) => (persons === 1 ? 'Una persona' : `${persons} personas`),
    orderNumber: 'Pedido',
    code: 'Código del carné',
    hint: 'Muestra este carné en la entrada, en el móvil o impreso. Es personal e intransferible.',
  },
  sv: {
    file: 'medlemskort',
    filesOfOrder: 'medlemskort',
    memberCard: 'Medlemskort',
    member: 'Medlem',
    memberNumber: 'Medlemsnummer',
    membership: 'Medlemskap',
    validFrom: 'Giltigt från',
    validUntil: 'Giltigt till och med',
    fromFirstVisit: 'Tolv månader från ditt första besök',
    admitsLabel: 'Gäller för',
    admits: (persons) => (persons === 1 ? 'En person' : `${persons} personer`),
    orderNumber: 'Beställning',
    code: 'Kortkod',
    hint: 'Visa kortet vid entrén, i mobilen eller utskrivet. Det är personligt och får inte överlåtas.',
  },
  da: {
    file: 'medlemskort',
    filesOfOrder: 'medlemskort',
    memberCard: 'Medlemskort',
    member: 'Medlem',
    memberNumber: 'Medlemsnummer',
    membership: 'Medlemskab',
    validFrom: 'Gyldigt fra',
    validUntil: 'Gyldigt til og med',
    fromFirstVisit: 'Tolv måneder fra dit første besøg',
    admitsLabel: 'Gælder for',
    admits: (persons) => (persons === 1 ? 'Én person' : `${persons} personer`),
    orderNumber: 'Bestilling',
    code: 'Kortkode',
    hint: 'Vis kortet ved indgangen, på mobilen eller printet. Det er personligt og må ikke overdrages.',
  },
};
