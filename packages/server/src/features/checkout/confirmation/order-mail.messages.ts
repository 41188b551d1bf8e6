import type { Language } from '@museum-shop/contract';

/** A text that names a number: a form per plural category of the language (`Intl.PluralRules`). */
export type Plural = Partial<Record<Intl.LDMLPluralRule, (count: string) => string>> & {
  other: (count: string) => string;
};

/**
 * The words of an order's confirmation e-mail and its calendar entries, in the shop's eight
 * languages, in the register and with the terms of the web app's locales (de Sie, fr vous, it tu,
 * nl je, es tú, sv du, da du).
 */
export interface OrderMailTexts {
  subject: (orderNumber: string, museum: string) => string;
  heading: string;
  /** `name` null: the greeting without a name. */
  greeting: (name: string | null) => string;
  intro: string;
  orderNumber: string;
  orderedOn: string;
  keepNumber: string;
  /** The heading of the order's lines, with their number. */
  items: Plural;
  date: string;
  /** A guided tour's time. */
  time: string;
  /** A ticket's entry window (or entry time). */
  entry: string;
  /** A day ticket: valid the whole day. */
  allDay: string;
  venue: string;
  /** A part's unit price, e.g. "12,00 € each". */
  each: (price: string) => string;
  lineTotal: string;
  owners: string;
  answers: string;
  codes: string;
  summary: string;
  subtotal: string;
  voucher: (code: string) => string;
  shipping: string;
  total: string;
  /** `rate` is formatted, e.g. 19 %. */
  vat: (rate: string) => string;
  paymentMethod: string;
  shipTo: string;
  reviewHeading: string;
  reviewText: string;
  reviewLink: string;
  attachedHeading: string;
  ticketsAttached: string;
  invoiceAttached: string;
  /** The calendar file, by the number of visits in it. */
  calendarAttached: Plural;
  /** The member cards of the order's passes, by their number (issue 36). */
  memberCardsAttached: Plural;
  contactHeading: string;
  contact: (email: string) => string;
  /** Said when the order has visits. */
  lookForward: string;
  regards: string;
  /** Calendar entries: the description's lines. */
  calendarOrder: (orderNumber: string) => string;
  /** The name of the .ics file, plain ASCII, without extension. */
  calendarFile: string;
}

export const orderMailTexts: Record<Language, OrderMailTexts> = {
  en: {
    subject: (number, museum) => `Your order ${number} – ${museum}`,
    heading: 'Thank you for your order',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'Your order is confirmed and paid. Here is everything at a glance.',
    orderNumber: 'Order number',
    orderedOn: 'Ordered on',
    keepNumber: 'Please keep your order number for any questions.',
    items: { one: (n) => `Your order: ${n} item`, other: (n) => `Your order: ${n} items` },
    date: 'Date',
    time: 'Time',
    entry: 'Entry',
    allDay: 'valid all day',
    venue: 'Venue',
    each: (price) => `${price} each`,
    lineTotal: 'Total of this item',
    owners: 'Pass holders',
    answers: 'About your group',
    codes: 'Voucher codes',
    summary: 'Summary',
    subtotal: 'Subtotal',
    voucher: (code) => `Voucher code ${code}`,
    shipping: 'Shipping costs',
    total: 'Total',
    vat: (rate) => `Including VAT ${rate}`,
    paymentMethod: 'Payment method',
    shipTo: 'Shipping address',
    reviewHeading: 'Your order online',
    reviewText: 'You can open your order at any time and download your documents again:',
    reviewLink: 'View your order',
    attachedHeading: 'Attached to this e-mail',
    ticketsAttached: 'Your tickets (PDF): show them at the entrance, printed or on your phone.',
    invoiceAttached: 'Your invoice (PDF).',
    calendarAttached: {
      one: () => 'A calendar entry for your visit (.ics).',
      other: (n) => `Calendar entries for your ${n} visits (.ics).`,
    },
    memberCardsAttached: {
      one: () => 'Your member card (PDF): show it at the entrance, printed or on your phone.',
      other: (n) => `Your ${n} member cards (PDF), one per holder: show them at the entrance.`,
    },
    contactHeading: 'Questions?',
    contact: (email) => `Write to us at ${email} and quote your order number.`,
    lookForward: 'We look forward to your visit.',
    regards: 'Kind regards',
    calendarOrder: (number) => `Order number ${number}`,
    calendarFile: 'museum-visit',
  },
  de: {
    subject: (number, museum) => `Ihre Bestellung ${number} – ${museum}`,
    heading: 'Vielen Dank für Ihre Bestellung',
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    intro: 'Ihre Bestellung ist bestätigt und bezahlt. Hier finden Sie alles auf einen Blick.',
    orderNumber: 'Bestellnummer',
    orderedOn: 'Bestellt am',
    keepNumber: 'Bitte bewahren Sie Ihre Bestellnummer für Rückfragen auf.',
    items: {
      one: (n) => `Ihre Bestellung: ${n} Position`,
      other: (n) => `Ihre Bestellung: ${n} Positionen`,
    },
    date: 'Datum',
    time: 'Uhrzeit',
    entry: 'Einlass',
    allDay: 'den ganzen Tag gültig',
    venue: 'Ort',
    each: (price) => `je ${price}`,
    lineTotal: 'Summe dieser Position',
    owners: 'Karteninhaber',
    answers: 'Angaben zu Ihrer Gruppe',
    codes: 'Gutscheincodes',
    summary: 'Übersicht',
    subtotal: 'Zwischensumme',
    voucher: (code) => `Gutscheincode ${code}`,
    shipping: 'Versandkosten',
    total: 'Gesamtbetrag',
    vat: (rate) => `Enthaltene MwSt. ${rate}`,
    paymentMethod: 'Zahlungsart',
    shipTo: 'Lieferadresse',
    reviewHeading: 'Ihre Bestellung online',
    reviewText: 'Ihre Bestellung können Sie jederzeit aufrufen und Ihre Dokumente erneut herunterladen:',
    reviewLink: 'Bestellung ansehen',
    attachedHeading: 'Im Anhang dieser E-Mail',
    ticketsAttached:
      'Ihre Tickets (PDF): Zeigen Sie sie am Eingang vor – ausgedruckt oder auf dem Smartphone.',
    invoiceAttached: 'Ihre Rechnung (PDF).',
    calendarAttached: {
      one: () => 'Ein Kalendereintrag für Ihren Besuch (.ics).',
      other: (n) => `Kalendereinträge für Ihre ${n} Besuche (.ics).`,
    },
    memberCardsAttached: {
      one: () => 'Ihre Mitgliedskarte (PDF): Zeigen Sie sie am Eingang vor, ausgedruckt oder auf dem Handy.',
      other: (n) => `Ihre ${n} Mitgliedskarten (PDF), eine je Karteninhaber: Zeigen Sie sie am Eingang vor.`,
    },
    contactHeading: 'Fragen?',
    contact: (email) => `Schreiben Sie uns an ${email} und nennen Sie dabei Ihre Bestellnummer.`,
    lookForward: 'Wir freuen uns auf Ihren Besuch.',
    regards: 'Mit freundlichen Grüßen',
    calendarOrder: (number) => `Bestellnummer ${number}`,
    calendarFile: 'museumsbesuch',
  },
  fr: {
    subject: (number, museum) => `Votre commande ${number} – ${museum}`,
    heading: 'Merci pour votre commande',
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: 'Votre commande est confirmée et payée. Voici le récapitulatif.',
    orderNumber: 'Numéro de commande',
    orderedOn: 'Commandé le',
    keepNumber: 'Veuillez conserver votre numéro de commande pour toute question.',
    items: {
      one: (n) => `Votre commande : ${n} article`,
      many: (n) => `Votre commande : ${n} d’articles`,
      other: (n) => `Votre commande : ${n} articles`,
    },
    date: 'Date',
    time: 'Heure',
    entry: 'Entrée',
    allDay: 'valable toute la journée',
    venue: 'Lieu',
    each: (price) => `${price} l’unité`,
    lineTotal: 'Total de cet article',
    owners: 'Titulaires des abonnements',
    answers: 'À propos de votre groupe',
    codes: 'Codes de bon',
    summary: 'Récapitulatif',
    subtotal: 'Sous-total',
    voucher: (code) => `Code de bon ${code}`,
    shipping: 'Frais de port',
    total: 'Total',
    vat: (rate) => `Dont TVA ${rate}`,
    paymentMethod: 'Moyen de paiement',
    shipTo: 'Adresse de livraison',
    reviewHeading: 'Votre commande en ligne',
    reviewText: 'Vous pouvez consulter votre commande à tout moment et télécharger à nouveau vos documents :',
    reviewLink: 'Voir votre commande',
    attachedHeading: 'En pièce jointe',
    ticketsAttached: 'Vos billets (PDF) : présentez-les à l’entrée, imprimés ou sur votre téléphone.',
    invoiceAttached: 'Votre facture (PDF).',
    calendarAttached: {
      one: () => 'Un événement de calendrier pour votre visite (.ics).',
      many: (n) => `Les événements de calendrier de vos ${n} de visites (.ics).`,
      other: (n) => `Les événements de calendrier de vos ${n} visites (.ics).`,
    },
    memberCardsAttached: {
      one: () => 'Votre titre d’abonnement (PDF) : présentez-le à l’entrée, imprimé ou sur votre téléphone.',
      many: (n) => `Vos ${n} de titres d’abonnement (PDF), un par titulaire : présentez-les à l’entrée.`,
      other: (n) => `Vos ${n} titres d’abonnement (PDF), un par titulaire : présentez-les à l’entrée.`,
    },
    contactHeading: 'Des questions ?',
    contact: (email) => `Écrivez-nous à ${email} en indiquant votre numéro de commande.`,
    lookForward: 'Au plaisir de vous accueillir.',
    regards: 'Bien cordialement',
    calendarOrder: (number) => `Numéro de commande ${number}`,
    calendarFile: 'visite-musee',
  },
  it: {
    subject: (number, museum) => `Il tuo ordine ${number} – ${museum}`,
    heading: 'Grazie per il tuo ordine',
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    intro: 'Il tuo ordine è confermato e pagato. Ecco il riepilogo.',
    orderNumber: 'Numero d’ordine',
    orderedOn: 'Ordinato il',
    keepNumber: 'Conserva il numero d’ordine per eventuali domande.',
    items: {
      one: (n) => `Il tuo ordine: ${n} articolo`,
      many: (n) => `Il tuo ordine: ${n} di articoli`,
      other: (n) => `Il tuo ordine: ${n} articoli`,
    },
    date: 'Data',
    time: 'Orario',
    entry: 'Ingresso',
    allDay: 'valido per tutto il giorno',
    venue: 'Sede',
    each: (price) => `${price} cad.`,
    lineTotal: 'Totale di questo articolo',
    owners: 'Titolari degli abbonamenti',
    answers: 'Il tuo gruppo',
    codes: 'Codici buono',
    summary: 'Riepilogo',
    subtotal: 'Subtotale',
    voucher: (code) => `Codice buono ${code}`,
    shipping: 'Spese di spedizione',
    total: 'Totale',
    vat: (rate) => `IVA inclusa ${rate}`,
    paymentMethod: 'Metodo di pagamento',
    shipTo: 'Indirizzo di spedizione',
    reviewHeading: 'Il tuo ordine online',
    reviewText: 'Puoi aprire il tuo ordine in qualsiasi momento e scaricare di nuovo i tuoi documenti:',
    reviewLink: 'Visualizza l’ordine',
    attachedHeading: 'In allegato',
    ticketsAttached: 'I tuoi biglietti (PDF): mostrali all’ingresso, stampati o sul telefono.',
    invoiceAttached: 'La tua fattura (PDF).',
    calendarAttached: {
      one: () => 'Un evento di calendario per la tua visita (.ics).',
      many: (n) => `Gli eventi di calendario per le tue ${n} di visite (.ics).`,
      other: (n) => `Gli eventi di calendario per le tue ${n} visite (.ics).`,
    },
    memberCardsAttached: {
      one: () => 'La tua carta dell’abbonato (PDF): mostrala all’ingresso, stampata o sul telefono.',
      many: (n) => `Le tue ${n} di carte dell’abbonato (PDF), una per titolare: mostrale all’ingresso.`,
      other: (n) => `Le tue ${n} carte dell’abbonato (PDF), una per titolare: mostrale all’ingresso.`,
    },
    contactHeading: 'Domande?',
    contact: (email) => `Scrivici a ${email} indicando il numero d’ordine.`,
    lookForward: 'Ti aspettiamo!',
    regards: 'A presto',
    calendarOrder: (number) => `Numero d’ordine ${number}`,
    calendarFile: 'visita-museo',
  },
  nl: {
    subject: (number, museum) => `Je bestelling ${number} – ${museum}`,
    heading: 'Bedankt voor je bestelling',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: 'Je bestelling is bevestigd en betaald. Hieronder zie je alles op een rij.',
    orderNumber: 'Bestelnummer',
    orderedOn: 'Besteld op',
    keepNumber: 'Bewaar je bestelnummer voor eventuele vragen.',
    items: {
      one: (n) => `Je bestelling: ${n} artikel`,
      other: (n) => `Je bestelling: ${n} artikelen`,
    },
    date: 'Datum',
    time: 'Tijd',
    entry: 'Toegang',
    allDay: 'de hele dag geldig',
    venue: 'Locatie',
    each: (price) => `${price} per stuk`,
    lineTotal: 'Totaal van dit artikel',
    owners: 'Kaarthouders',
    answers: 'Over je groep',
    codes: 'Cadeaucodes',
    summary: 'Overzicht',
    subtotal: 'Subtotaal',
    voucher: (code) => `Cadeaucode ${code}`,
    shipping: 'Verzendkosten',
    total: 'Totaal',
    vat: (rate) => `Inclusief btw ${rate}`,
    paymentMethod: 'Betaalmethode',
    shipTo: 'Verzendadres',
    reviewHeading: 'Je bestelling online',
    reviewText: 'Je kunt je bestelling altijd opnieuw bekijken en je documenten opnieuw downloaden:',
    reviewLink: 'Bestelling bekijken',
    attachedHeading: 'Bijlagen bij deze e-mail',
    ticketsAttached: 'Je tickets (pdf): laat ze bij de ingang zien, geprint of op je telefoon.',
    invoiceAttached: 'Je factuur (pdf).',
    calendarAttached: {
      one: () => 'Een agenda-item voor je bezoek (.ics).',
      other: (n) => `Agenda-items voor je ${n} bezoeken (.ics).`,
    },
    memberCardsAttached: {
      one: () => 'Je ledenpas (pdf): laat hem bij de ingang zien, geprint of op je telefoon.',
      other: (n) => `Je ${n} ledenpassen (pdf), één per kaarthouder: laat ze bij de ingang zien.`,
    },
    contactHeading: 'Vragen?',
    contact: (email) => `Mail ons via ${email} en vermeld je bestelnummer.`,
    lookForward: 'We kijken uit naar je bezoek.',
    regards: 'Met vriendelijke groet',
    calendarOrder: (number) => `Bestelnummer ${number}`,
    calendarFile: 'museumbezoek',
  },
  es: {
    subject: (number, museum) => `Tu pedido ${number} – ${museum}`,
    heading: 'Gracias por tu pedido',
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: 'Tu pedido está confirmado y pagado. Aquí tienes el resumen.',
    orderNumber: 'Número de pedido',
    orderedOn: 'Pedido el',
    keepNumber: 'Guarda tu número de pedido para cualquier consulta.',
    items: {
      one: (n) => `Tu pedido: ${n} artículo`,
      many: (n) => `Tu pedido: ${n} de artículos`,
      other: (n) => `Tu pedido: ${n} artículos`,
    },
    date: 'Fecha',
    time: 'Hora',
    entry: 'Entrada',
    allDay: 'válida todo el día',
    venue: 'Sede',
    each: (price) => `${price} por unidad`,
    lineTotal: 'Total de este artículo',
    owners: 'Titulares de los pases',
    answers: 'Sobre tu grupo',
    codes: 'Códigos de vale',
    summary: 'Resumen',
    subtotal: 'Subtotal',
    voucher: (code) => `Código de vale ${code}`,
    shipping: 'Gastos de envío',
    total: 'Total',
    vat: (rate) => `IVA incluido ${rate}`,
    paymentMethod: 'Forma de pago',
    shipTo: 'Dirección de envío',
    reviewHeading: 'Tu pedido en línea',
    reviewText: 'Puedes abrir tu pedido en cualquier momento y volver a descargar tus documentos:',
    reviewLink: 'Ver tu pedido',
    attachedHeading: 'Adjuntos a este correo',
    ticketsAttached: 'Tus entradas (PDF): muéstralas en la entrada, impresas o en el móvil.',
    invoiceAttached: 'Tu factura (PDF).',
    calendarAttached: {
      one: () => 'Un evento de calendario para tu visita (.ics).',
      many: (n) => `Eventos de calendario para tus ${n} de visitas (.ics).`,
      other: (n) => `Eventos de calendario para tus ${n} visitas (.ics).`,
    },
    memberCardsAttached: {
      one: () => 'Tu carné de socio (PDF): muéstralo en la entrada, impreso o en el móvil.',
      many: (n) => `Tus ${n} de carnés de socio (PDF), uno por titular: muéstralos en la entrada.`,
      other: (n) => `Tus ${n} carnés de socio (PDF), uno por titular: muéstralos en la entrada.`,
    },
    contactHeading: '¿Tienes preguntas?',
    contact: (email) => `Escríbenos a ${email} indicando tu número de pedido.`,
    lookForward: '¡Te esperamos!',
    regards: 'Un saludo',
    calendarOrder: (number) => `Número de pedido ${number}`,
    calendarFile: 'visita-museo',
  },
  sv: {
    subject: (number, museum) => `Din beställning ${number} – ${museum}`,
    heading: 'Tack för din beställning',
    greeting: (name) => (name ? `Hej ${name}!` : 'Hej!'),
    intro: 'Din beställning är bekräftad och betald. Här är en sammanfattning.',
    orderNumber: 'Ordernummer',
    orderedOn: 'Beställd den',
    keepNumber: 'Spara ditt ordernummer om du har frågor.',
    items: {
      one: (n) => `Din beställning: ${n} artikel`,
      other: (n) => `Din beställning: ${n} artiklar`,
    },
    date: 'Datum',
    time: 'Tid',
    entry: 'Insläpp',
    allDay: 'gäller hela dagen',
    venue: 'Plats',
    each: (price) => `à ${price}`,
    lineTotal: 'Summa för artikeln',
    owners: 'Kortinnehavare',
    answers: 'Om din grupp',
    codes: 'Presentkortskoder',
    summary: 'Sammanfattning',
    subtotal: 'Delsumma',
    voucher: (code) => `Presentkortskod ${code}`,
    shipping: 'Fraktkostnad',
    total: 'Totalt',
    vat: (rate) => `Varav moms ${rate}`,
    paymentMethod: 'Betalningssätt',
    shipTo: 'Leveransadress',
    reviewHeading: 'Din beställning online',
    reviewText: 'Du kan när som helst öppna din beställning och ladda ned dina dokument igen:',
    reviewLink: 'Visa din beställning',
    attachedHeading: 'Bifogat i mejlet',
    ticketsAttached: 'Dina biljetter (pdf): visa dem vid entrén, utskrivna eller i mobilen.',
    invoiceAttached: 'Din faktura (pdf).',
    calendarAttached: {
      one: () => 'En kalenderhändelse för ditt besök (.ics).',
      other: (n) => `Kalenderhändelser för dina ${n} besök (.ics).`,
    },
    memberCardsAttached: {
      one: () => 'Ditt medlemskort (pdf): visa det vid entrén, utskrivet eller i mobilen.',
      other: (n) => `Dina ${n} medlemskort (pdf), ett per kortinnehavare: visa dem vid entrén.`,
    },
    contactHeading: 'Frågor?',
    contact: (email) => `Skriv till oss på ${email} och ange ditt ordernummer.`,
    lookForward: 'Vi ser fram emot ditt besök.',
    regards: 'Vänliga hälsningar',
    calendarOrder: (number) => `Ordernummer ${number}`,
    calendarFile: 'museibesok',
  },
  da: {
    subject: (number, museum) => `Din bestilling ${number} – ${museum}`,
    heading: 'Tak for din bestilling',
    greeting: (name) => (name ? `Hej ${name}` : 'Hej'),
    intro: 'Din bestilling er bekræftet og betalt. Her er et overblik.',
    orderNumber: 'Bestillingsnummer',
    orderedOn: 'Bestilt den',
    keepNumber: 'Gem dit bestillingsnummer, hvis du har spørgsmål.',
    items: {
      one: (n) => `Din bestilling: ${n} vare`,
      other: (n) => `Din bestilling: ${n} varer`,
    },
    date: 'Dato',
    time: 'Tidspunkt',
    entry: 'Adgang',
    allDay: 'gælder hele dagen',
    venue: 'Sted',
    each: (price) => `à ${price}`,
    lineTotal: 'I alt for denne vare',
    owners: 'Kortholdere',
    answers: 'Om din gruppe',
    codes: 'Gavekortkoder',
    summary: 'Oversigt',
    subtotal: 'Subtotal',
    voucher: (code) => `Gavekortkode ${code}`,
    shipping: 'Forsendelse',
    total: 'I alt',
    vat: (rate) => `Heraf moms ${rate}`,
    paymentMethod: 'Betalingsmåde',
    shipTo: 'Leveringsadresse',
    reviewHeading: 'Din bestilling online',
    reviewText: 'Du kan altid åbne din bestilling og downloade dine dokumenter igen:',
    reviewLink: 'Se din bestilling',
    attachedHeading: 'Vedhæftet denne e-mail',
    ticketsAttached: 'Dine billetter (pdf): Vis dem ved indgangen – printet eller på din telefon.',
    invoiceAttached: 'Din faktura (pdf).',
    calendarAttached: {
      one: () => 'En kalenderbegivenhed for dit besøg (.ics).',
      other: (n) => `Kalenderbegivenheder for dine ${n} besøg (.ics).`,
    },
    memberCardsAttached: {
      one: () => 'Dit medlemskort (pdf): Vis det ved indgangen – printet eller på din telefon.',
      other: (n) => `Dine ${n} medlemskort (pdf), ét pr. kortholder: Vis dem ved indgangen.`,
    },
    contactHeading: 'Spørgsmål?',
    contact: (email) => `Skriv til os på ${email}, og oplys dit bestillingsnummer.`,
    lookForward: 'Vi glæder os til dit besøg.',
    regards: 'Venlig hilsen',
    calendarOrder: (number) => `Bestillingsnummer ${number}`,
    calendarFile: 'museumsbesoeg',
  },
};

/** The form of `plural` for `count` in `lang`, with the count written as the language writes numbers. */
export function plural(lang: Language, forms: Plural, count: number): string {
  const category = new Intl.PluralRules(lang).select(count);
  return (forms[category] ?? forms.other)(new Intl.NumberFormat(lang).format(count));
}
