import type { Language } from '@museum-shop/contract';

/** The customer's e-mail about a refund staff made, in the order's language. */
export const REFUND_MAIL: Record<
  Language,
  { subject: (number: string) => string; body: (number: string, amount: string, lines: string) => string }
> = {
  en: {
    subject: (n) => `Refund for your order ${n}`,
    body: (n, amount, lines) =>
      `Hello,\n\nwe have refunded ${amount} for your order ${n}.\n${lines}\nThe money goes back the way you paid; it may take a few days to arrive.\n\nKind regards\nYour museum shop\n`,
  },
  de: {
    subject: (n) => `Erstattung zu Ihrer Bestellung ${n}`,
    body: (n, amount, lines) =>
      `Guten Tag,\n\nwir haben Ihnen ${amount} für Ihre Bestellung ${n} erstattet.\n${lines}\nDas Geld geht auf dem Weg zurück, auf dem Sie bezahlt haben; das kann einige Tage dauern.\n\nMit freundlichen Grüßen\nIhr Museumsshop\n`,
  },
  fr: {
    subject: (n) => `Remboursement de votre commande ${n}`,
    body: (n, amount, lines) =>
      `Bonjour,\n\nnous vous avons remboursé ${amount} pour votre commande ${n}.\n${lines}\nLe montant vous est reversé par le moyen de paiement utilisé ; cela peut prendre quelques jours.\n\nCordialement\nVotre boutique du musée\n`,
  },
  it: {
    subject: (n) => `Rimborso per il suo ordine ${n}`,
    body: (n, amount, lines) =>
      `Buongiorno,\n\nle abbiamo rimborsato ${amount} per il suo ordine ${n}.\n${lines}\nL'importo torna sul metodo di pagamento utilizzato; possono volerci alcuni giorni.\n\nCordiali saluti\nIl negozio del museo\n`,
  },
  nl: {
    subject: (n) => `Terugbetaling voor uw bestelling ${n}`,
    body: (n, amount, lines) =>
      `Beste klant,\n\nwe hebben ${amount} terugbetaald voor uw bestelling ${n}.\n${lines}\nHet geld gaat terug via de manier waarop u betaalde; dat kan enkele dagen duren.\n\nMet vriendelijke groet\nUw museumwinkel\n`,
  },
  es: {
    subject: (n) => `Reembolso de su pedido ${n}`,
    body: (n, amount, lines) =>
      `Hola:\n\nle hemos reembolsado ${amount} de su pedido ${n}.\n${lines}\nEl importe vuelve por el mismo medio de pago; puede tardar unos días.\n\nUn saludo\nLa tienda del museo\n`,
  },
  sv: {
    subject: (n) => `Återbetalning för din beställning ${n}`,
    body: (n, amount, lines) =>
      `Hej,\n\nvi har återbetalat ${amount} för din beställning ${n}.\n${lines}\nPengarna går tillbaka på samma sätt som du betalade; det kan ta några dagar.\n\nVänliga hälsningar\nMuseibutiken\n`,
  },
  da: {
    subject: (n) => `Refusion af din bestilling ${n}`,
    body: (n, amount, lines) =>
      `Hej,\n\nvi har refunderet ${amount} for din bestilling ${n}.\n${lines}\nPengene går tilbage samme vej, som du betalte; det kan tage nogle dage.\n\nVenlig hilsen\nMuseumsbutikken\n`,
  },
};

/** An amount of cents in the language's way of writing euros. */
export const formatEuros = (cents: number, lang: Language) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100);
