import type { Language } from '@museum-shop/contract';

/**
 * The words of the customer's e-mails about a staff refund, in the register and with the terms of
 * the confirmation e-mail (de Sie, fr vous, it tu, nl je, es tú, sv du, da du; the credit note as
 * the documents name it). The greeting and the closing are the confirmation's own.
 */
export interface RefundMailTexts {
  subject: (orderNumber: string) => string;
  /** A refund the provider confirmed, then failed: the e-mail that takes the first one back. */
  correctionSubject: (orderNumber: string) => string;
  refunded: (amount: string, orderNumber: string) => string;
  /** The heading of the refunded lines. */
  refundedLines: string;
  /** The money went back through the provider. */
  wayBack: string;
  /** Staff paid the money back by bank transfer. */
  byTransfer: string;
  creditNoteAttached: string;
  correction: (amount: string, orderNumber: string) => string;
}

export const refundMailTexts: Record<Language, RefundMailTexts> = {
  en: {
    subject: (n) => `Refund for your order ${n}`,
    correctionSubject: (n) => `Correction: the refund for your order ${n}`,
    refunded: (amount, n) => `We have refunded ${amount} for your order ${n}.`,
    refundedLines: 'Refunded:',
    wayBack: 'The money goes back the way you paid; it may take a few days to arrive.',
    byTransfer: 'We have sent the money to you by bank transfer.',
    creditNoteAttached: 'The credit note is attached to this e-mail.',
    correction: (amount, n) =>
      `We wrote to you that we had refunded ${amount} for your order ${n}. The refund did not go through: the money came back to us. We will send it again or contact you; you do not need to do anything.`,
  },
  de: {
    subject: (n) => `Erstattung zu Ihrer Bestellung ${n}`,
    correctionSubject: (n) => `Korrektur: die Erstattung zu Ihrer Bestellung ${n}`,
    refunded: (amount, n) => `Wir haben Ihnen ${amount} für Ihre Bestellung ${n} erstattet.`,
    refundedLines: 'Erstattet:',
    wayBack: 'Das Geld geht auf dem Weg zurück, auf dem Sie bezahlt haben; das kann einige Tage dauern.',
    byTransfer: 'Wir haben Ihnen das Geld per Überweisung zurückgezahlt.',
    creditNoteAttached: 'Die Rechnungskorrektur finden Sie im Anhang.',
    correction: (amount, n) =>
      `Wir hatten Ihnen geschrieben, dass wir Ihnen ${amount} für Ihre Bestellung ${n} erstattet haben. Die Erstattung ist nicht durchgegangen: Das Geld ist zu uns zurückgekommen. Wir senden es erneut oder melden uns bei Ihnen; Sie müssen nichts tun.`,
  },
  fr: {
    subject: (n) => `Remboursement de votre commande ${n}`,
    correctionSubject: (n) => `Rectificatif\u202f: le remboursement de votre commande ${n}`,
    refunded: (amount, n) => `Nous vous avons remboursé ${amount} pour votre commande ${n}.`,
    refundedLines: 'Remboursé\u202f:',
    wayBack:
      'Le montant vous est reversé par le moyen de paiement utilisé\u202f; cela peut prendre quelques jours.',
    byTransfer: 'Nous vous avons versé ce montant par virement bancaire.',
    creditNoteAttached: 'Vous trouverez l’avoir en pièce jointe.',
    correction: (amount, n) =>
      `Nous vous avions écrit que nous vous avions remboursé ${amount} pour votre commande ${n}. Le remboursement n’a pas abouti\u202f: le montant nous est revenu. Nous allons le renvoyer ou vous contacter\u202f; vous n’avez rien à faire.`,
  },
  it: {
    subject: (n) => `Rimborso per il tuo ordine ${n}`,
    correctionSubject: (n) => `Rettifica: il rimborso per il tuo ordine ${n}`,
    refunded: (amount, n) => `Ti abbiamo rimborsato ${amount} per il tuo ordine ${n}.`,
    refundedLines: 'Rimborsato:',
    wayBack: 'L’importo torna sul metodo di pagamento che hai usato; possono volerci alcuni giorni.',
    byTransfer: 'Ti abbiamo inviato l’importo con un bonifico bancario.',
    creditNoteAttached: 'In allegato trovi la nota di credito.',
    correction: (amount, n) =>
      `Ti avevamo scritto di averti rimborsato ${amount} per il tuo ordine ${n}. Il rimborso non è andato a buon fine: l’importo ci è tornato indietro. Lo invieremo di nuovo o ti contatteremo; non devi fare nulla.`,
  },
  nl: {
    subject: (n) => `Terugbetaling voor je bestelling ${n}`,
    correctionSubject: (n) => `Correctie: de terugbetaling voor je bestelling ${n}`,
    refunded: (amount, n) => `We hebben ${amount} terugbetaald voor je bestelling ${n}.`,
    refundedLines: 'Terugbetaald:',
    wayBack: 'Het geld gaat terug via de manier waarop je hebt betaald; dat kan enkele dagen duren.',
    byTransfer: 'We hebben het geld per bankoverschrijving naar je overgemaakt.',
    creditNoteAttached: 'De creditnota zit als bijlage bij deze e-mail.',
    correction: (amount, n) =>
      `We schreven je dat we ${amount} hadden terugbetaald voor je bestelling ${n}. De terugbetaling is niet gelukt: het geld is bij ons teruggekomen. We sturen het opnieuw of nemen contact met je op; je hoeft niets te doen.`,
  },
  es: {
    subject: (n) => `Reembolso de tu pedido ${n}`,
    correctionSubject: (n) => `Corrección: el reembolso de tu pedido ${n}`,
    refunded: (amount, n) => `Te hemos reembolsado ${amount} de tu pedido ${n}.`,
    refundedLines: 'Reembolsado:',
    wayBack: 'El importe vuelve por el mismo medio de pago; puede tardar unos días.',
    byTransfer: 'Te hemos enviado el importe por transferencia bancaria.',
    creditNoteAttached: 'Encontrarás la factura rectificativa adjunta a este correo.',
    correction: (amount, n) =>
      `Te escribimos que te habíamos reembolsado ${amount} de tu pedido ${n}. El reembolso no se ha completado: el importe nos ha sido devuelto. Lo enviaremos de nuevo o nos pondremos en contacto contigo; no tienes que hacer nada.`,
  },
  sv: {
    subject: (n) => `Återbetalning för din beställning ${n}`,
    correctionSubject: (n) => `Rättelse: återbetalningen för din beställning ${n}`,
    refunded: (amount, n) => `Vi har återbetalat ${amount} för din beställning ${n}.`,
    refundedLines: 'Återbetalat:',
    wayBack: 'Pengarna går tillbaka på samma sätt som du betalade; det kan ta några dagar.',
    byTransfer: 'Vi har skickat pengarna till dig med banköverföring.',
    creditNoteAttached: 'Kreditfakturan finns bifogad i det här mejlet.',
    correction: (amount, n) =>
      `Vi skrev till dig att vi hade återbetalat ${amount} för din beställning ${n}. Återbetalningen gick inte igenom: pengarna kom tillbaka till oss. Vi skickar dem igen eller kontaktar dig; du behöver inte göra något.`,
  },
  da: {
    subject: (n) => `Refusion af din bestilling ${n}`,
    correctionSubject: (n) => `Rettelse: refusionen af din bestilling ${n}`,
    refunded: (amount, n) => `Vi har refunderet ${amount} for din bestilling ${n}.`,
    refundedLines: 'Refunderet:',
    wayBack: 'Pengene går tilbage samme vej, som du betalte; det kan tage nogle dage.',
    byTransfer: 'Vi har sendt pengene til dig via bankoverførsel.',
    creditNoteAttached: 'Kreditnotaen er vedhæftet denne e-mail.',
    correction: (amount, n) =>
      `Vi skrev til dig, at vi havde refunderet ${amount} for din bestilling ${n}. Refusionen gik ikke igennem: pengene kom tilbage til os. Vi sender dem igen eller kontakter dig; du behøver ikke at gøre noget.`,
  },
};

/** An amount of cents in the language's way of writing euros. */
export const formatEuros = (cents: number, lang: Language) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100);
