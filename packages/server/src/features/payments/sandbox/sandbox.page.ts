import { createHash } from 'node:crypto';
import { LANGUAGES, type Language, type PaymentKind } from '@museum-shop/contract';
import type { SandboxPaymentStatus } from '../../../db/schema/checkout.ts';

/** The words of the sandbox's page in the shop's eight languages. */
interface PageTexts {
  title: string;
  banner: string;
  explain: string;
  amount: string;
  for: string;
  method: string;
  methods: Record<PaymentKind, string>;
  accountHolder: string;
  iban: string;
  wallets: string;
  choose: string;
  pay: (amount: string) => string;
  fail: string;
  cancel: string;
  states: Record<Exclude<SandboxPaymentStatus, 'open'>, string>;
  back: string;
  notFoundTitle: string;
  notFound: string;
}

export const TEXTS: Record<Language, PageTexts> = {
  en: {
    title: 'Test payment',
    banner: 'TEST MODE — no money moves',
    explain:
      'This page stands in for a payment provider. Choose how the payment should end; nothing is charged.',
    amount: 'Amount',
    for: 'For',
    method: 'Payment method',
    methods: {
      card: 'Card',
      direct_debit: 'SEPA direct debit mandate',
      wallet: 'Wallet',
      express: 'Express provider',
    },
    accountHolder: 'Account holder',
    iban: 'IBAN',
    wallets: 'Wallets',
    choose: 'What should happen?',
    pay: (amount) => `Pay ${amount}`,
    fail: 'Let the payment fail',
    cancel: 'Cancel the payment',
    states: {
      paid: 'This payment is paid.',
      failed: 'This payment failed.',
      canceled: 'This payment was cancelled.',
    },
    back: 'Back to the shop',
    notFoundTitle: 'Payment not found',
    notFound: 'There is no test payment at this address.',
  },
  de: {
    title: 'Testzahlung',
    banner: 'TESTMODUS — es fließt kein Geld',
    explain:
      'Diese Seite vertritt einen Zahlungsanbieter. Wählen Sie, wie die Zahlung ausgehen soll; es wird nichts abgebucht.',
    amount: 'Betrag',
    for: 'Für',
    method: 'Zahlungsart',
    methods: {
      card: 'Karte',
      direct_debit: 'SEPA-Lastschriftmandat',
      wallet: 'Wallet',
      express: 'Express-Anbieter',
    },
    accountHolder: 'Kontoinhaber',
    iban: 'IBAN',
    wallets: 'Wallets',
    choose: 'Was soll geschehen?',
    pay: (amount) => `${amount} bezahlen`,
    fail: 'Zahlung scheitern lassen',
    cancel: 'Zahlung abbrechen',
    states: {
      paid: 'Diese Zahlung ist bezahlt.',
      failed: 'Diese Zahlung ist gescheitert.',
      canceled: 'Diese Zahlung wurde abgebrochen.',
    },
    back: 'Zurück zum Shop',
    notFoundTitle: 'Zahlung nicht gefunden',
    notFound: 'Unter dieser Adresse gibt es keine Testzahlung.',
  },
  fr: {
    title: 'Paiement de test',
    banner: 'MODE TEST — aucun argent ne circule',
    explain:
      'Cette page remplace un prestataire de paiement. Choisissez l’issue du paiement ; rien n’est débité.',
    amount: 'Montant',
    for: 'Objet',
    method: 'Moyen de paiement',
    methods: {
      card: 'Carte',
      direct_debit: 'Mandat de prélèvement SEPA',
      wallet: 'Portefeuille électronique',
      express: 'Prestataire express',
    },
    accountHolder: 'Titulaire du compte',
    iban: 'IBAN',
    wallets: 'Portefeuilles',
    choose: 'Que doit-il se passer ?',
    pay: (amount) => `Payer ${amount}`,
    fail: 'Faire échouer le paiement',
    cancel: 'Annuler le paiement',
    states: {
      paid: 'Ce paiement est réglé.',
      failed: 'Ce paiement a échoué.',
      canceled: 'Ce paiement a été annulé.',
    },
    back: 'Retour à la boutique',
    notFoundTitle: 'Paiement introuvable',
    notFound: 'Il n’y a pas de paiement de test à cette adresse.',
  },
  it: {
    title: 'Pagamento di prova',
    banner: 'MODALITÀ DI PROVA — nessun movimento di denaro',
    explain:
      'Questa pagina sostituisce un fornitore di pagamenti. Scegli come deve concludersi il pagamento; non viene addebitato nulla.',
    amount: 'Importo',
    for: 'Causale',
    method: 'Metodo di pagamento',
    methods: {
      card: 'Carta',
      direct_debit: 'Mandato di addebito diretto SEPA',
      wallet: 'Wallet digitale',
      express: 'Fornitore express',
    },
    accountHolder: 'Intestatario del conto',
    iban: 'IBAN',
    wallets: 'Wallet',
    choose: 'Cosa deve succedere?',
    pay: (amount) => `Paga ${amount}`,
    fail: 'Fai fallire il pagamento',
    cancel: 'Annulla il pagamento',
    states: {
      paid: 'Questo pagamento è stato effettuato.',
      failed: 'Questo pagamento non è andato a buon fine.',
      canceled: 'Questo pagamento è stato annullato.',
    },
    back: 'Torna al negozio',
    notFoundTitle: 'Pagamento non trovato',
    notFound: 'A questo indirizzo non c’è alcun pagamento di prova.',
  },
  nl: {
    title: 'Testbetaling',
    banner: 'TESTMODUS — er wordt geen geld overgemaakt',
    explain:
      'Deze pagina speelt een betaalprovider na. Kies hoe de betaling moet aflopen; er wordt niets afgeschreven.',
    amount: 'Bedrag',
    for: 'Voor',
    method: 'Betaalmethode',
    methods: {
      card: 'Kaart',
      direct_debit: 'SEPA-incassomachtiging',
      wallet: 'Wallet',
      express: 'Expressprovider',
    },
    accountHolder: 'Rekeninghouder',
    iban: 'IBAN',
    wallets: 'Wallets',
    choose: 'Wat moet er gebeuren?',
    pay: (amount) => `${amount} betalen`,
    fail: 'Betaling laten mislukken',
    cancel: 'Betaling annuleren',
    states: {
      paid: 'Deze betaling is voldaan.',
      failed: 'Deze betaling is mislukt.',
      canceled: 'Deze betaling is geannuleerd.',
    },
    back: 'Terug naar de winkel',
    notFoundTitle: 'Betaling niet gevonden',
    notFound: 'Op dit adres bestaat geen testbetaling.',
  },
  es: {
    title: 'Pago de prueba',
    banner: 'MODO DE PRUEBA — no se mueve dinero',
    explain:
      'Esta página hace las veces de un proveedor de pagos. Elige cómo debe terminar el pago; no se cobra nada.',
    amount: 'Importe',
    for: 'Concepto',
    method: 'Forma de pago',
    methods: {
      card: 'Tarjeta',
      direct_debit: 'Mandato de adeudo directo SEPA',
      wallet: 'Monedero digital',
      express: 'Proveedor exprés',
    },
    accountHolder: 'Titular de la cuenta',
    iban: 'IBAN',
    wallets: 'Monederos',
    choose: '¿Qué debe ocurrir?',
    pay: (amount) => `Pagar ${amount}`,
    fail: 'Hacer fallar el pago',
    cancel: 'Cancelar el pago',
    states: {
      paid: 'Este pago está abonado.',
      failed: 'Este pago ha fallado.',
      canceled: 'Este pago se ha cancelado.',
    },
    back: 'Volver a la tienda',
    notFoundTitle: 'Pago no encontrado',
    notFound: 'No hay ningún pago de prueba en esta dirección.',
  },
  sv: {
    title: 'Testbetalning',
    banner: 'TESTLÄGE — inga pengar flyttas',
    explain:
      'Den här sidan ersätter en betalleverantör. Välj hur betalningen ska sluta; ingenting debiteras.',
    amount: 'Belopp',
    for: 'Avser',
    method: 'Betalningssätt',
    methods: {
      card: 'Kort',
      direct_debit: 'SEPA-autogiromedgivande',
      wallet: 'Digital plånbok',
      express: 'Expressleverantör',
    },
    accountHolder: 'Kontoinnehavare',
    iban: 'IBAN',
    wallets: 'Plånböcker',
    choose: 'Vad ska hända?',
    pay: (amount) => `Betala ${amount}`,
    fail: 'Låt betalningen misslyckas',
    cancel: 'Avbryt betalningen',
    states: {
      paid: 'Den här betalningen är betald.',
      failed: 'Den här betalningen misslyckades.',
      canceled: 'Den här betalningen avbröts.',
    },
    back: 'Tillbaka till butiken',
    notFoundTitle: 'Betalningen hittades inte',
    notFound: 'Det finns ingen testbetalning på den här adressen.',
  },
  da: {
    title: 'Testbetaling',
    banner: 'TESTTILSTAND — ingen penge flyttes',
    explain:
      'Denne side træder i stedet for en betalingsudbyder. Vælg, hvordan betalingen skal ende; der trækkes intet.',
    amount: 'Beløb',
    for: 'Vedrører',
    method: 'Betalingsmåde',
    methods: {
      card: 'Kort',
      direct_debit: 'SEPA-betalingsaftale (direkte debitering)',
      wallet: 'Digital tegnebog',
      express: 'Ekspresudbyder',
    },
    accountHolder: 'Kontohaver',
    iban: 'IBAN',
    wallets: 'Tegnebøger',
    choose: 'Hvad skal der ske?',
    pay: (amount) => `Betal ${amount}`,
    fail: 'Lad betalingen mislykkes',
    cancel: 'Annuller betalingen',
    states: {
      paid: 'Denne betaling er betalt.',
      failed: 'Denne betaling mislykkedes.',
      canceled: 'Denne betaling blev annulleret.',
    },
    back: 'Tilbage til butikken',
    notFoundTitle: 'Betaling ikke fundet',
    notFound: 'Der findes ingen testbetaling på denne adresse.',
  },
};

/**
 * The page's only styles, in one `<style>` element allowed by its hash (the page sends its own
 * Content-Security-Policy: no inline style attributes, no script at all).
 */
const CSS = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5;color:#1b1c20;background:#eef0f3}
*{box-sizing:border-box}
body{margin:0;padding:1rem}
.card{max-width:36rem;margin:1.5rem auto;background:#fff;border-radius:12px;box-shadow:0 1px 2px rgba(0,0,0,.08),0 4px 16px rgba(0,0,0,.08);overflow:hidden}
.test-mode{padding:.85rem 1.25rem;background:#fff3c4;border-bottom:3px solid #8a6500;color:#3b2c00}
.test-mode strong{display:block;font-size:1.05rem;letter-spacing:.04em}
.test-mode p{margin:.2rem 0 0;font-size:.95rem}
main{padding:1.25rem 1.25rem 1.5rem}
.museum{margin:0;font-size:.95rem;color:#4a4e57}
h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.25}
h2{margin:0 0 .75rem;font-size:1.05rem}
dl{display:grid;grid-template-columns:1fr;margin:0 0 1.5rem;padding:1rem;background:#f6f7f9;border-radius:8px}
dt{color:#4a4e57;font-size:.9rem}
dd{margin:0 0 .6rem;font-weight:600;overflow-wrap:anywhere}
dd:last-child{margin-bottom:0}
dd.amount{font-size:1.35rem;line-height:1.2}
.actions{display:grid;grid-template-columns:1fr;gap:.75rem}
form{margin:0}
button,.back{display:block;width:100%;height:100%;min-height:48px;padding:.7rem 1rem;border-radius:8px;border:2px solid transparent;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.pay{background:#16623a;color:#fff}
.pay:hover{background:#0f4d2c}
.fail{background:#fff;color:#a3191b;border-color:#a3191b}
.fail:hover{background:#fdf0f0}
.cancel{background:#fff;color:#1b1c20;border-color:#5d616b}
.cancel:hover{background:#f1f2f4}
.back{background:#1d4ed8;color:#fff}
.state{margin:0 0 1rem;font-weight:600}
button:focus-visible,.back:focus-visible{outline:3px solid #1d4ed8;outline-offset:3px;box-shadow:0 0 0 1px #fff}
@media (min-width:480px){dl{grid-template-columns:minmax(6rem,max-content) 1fr;gap:.35rem 1rem;align-items:baseline}dd{margin:0}}
@media (min-width:640px){body{padding:2rem}.actions{grid-template-columns:1fr 1fr}.actions form:first-child{grid-column:1/-1}}
`.trim();

/** What the Content-Security-Policy must allow for the page's `<style>`. */
export const SANDBOX_STYLE_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text or attribute value made safe for HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);

export function formatEuro(cents: number, lang: Language): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** An IBAN as the page shows it: country and check digits, then only the last four characters. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= 8) return '••••';
  return `${compact.slice(0, 4)} •••• •••• ${compact.slice(-4)}`;
}

const WALLET_NAMES: Record<string, string> = { APPLEPAY: 'Apple Pay', GOOGLEPAY: 'Google Pay' };
const walletNames = (wallets: string) =>
  wallets
    .split(',')
    .map((wallet) => wallet.trim())
    .filter(Boolean)
    .map((wallet) => WALLET_NAMES[wallet] ?? wallet)
    .join(', ');

/** Whether an address may be a link or a redirect: http(s) or relative to this server, nothing else. */
export function isWebAddress(address: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(address, 'http://localhost').protocol);
  } catch {
    return false;
  }
}

/**
 * The page's language: the first segment of the shop address the payer returns to (the shop's
 * routes start with the language, spec §2), as a hosted payment page takes a locale; else the
 * museum's default language.
 */
export function pageLanguage(returnUrl: string, fallback: Language): Language {
  try {
    const first = new URL(returnUrl, 'http://localhost').pathname.split('/')[1] ?? '';
    return (LANGUAGES as readonly string[]).includes(first) ? (first as Language) : fallback;
  } catch {
    return fallback;
  }
}

export interface SandboxPageInput {
  lang: Language;
  siteName: string;
  id: string;
  amount: number;
  kind: PaymentKind;
  description: string;
  details: Record<string, string>;
  status: SandboxPaymentStatus;
  /** Where "back to the shop" leads once the payment is settled. */
  backUrl: string;
}

function layout(lang: Language, title: string, banner: PageTexts, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<div class="card">
<header class="test-mode"><strong>${escapeHtml(banner.banner)}</strong><p>${escapeHtml(banner.explain)}</p></header>
<main>
${body}
</main>
</div>
</body>
</html>
`;
}

/** The sandbox's hosted payment page: the museum, the amount, the method, and pay / fail / cancel. */
export function renderSandboxPage(input: SandboxPageInput): string {
  const t = TEXTS[input.lang];
  const amount = formatEuro(input.amount, input.lang);
  const rows: [string, string, string?][] = [
    [t.amount, amount, 'amount'],
    ...(input.description ? [[t.for, input.description] as [string, string]] : []),
    [t.method, t.methods[input.kind]],
  ];
  if (input.details.accountHolder) rows.push([t.accountHolder, input.details.accountHolder]);
  if (input.details.iban) rows.push([t.iban, maskIban(input.details.iban)]);
  if (input.details.wallets) rows.push([t.wallets, walletNames(input.details.wallets)]);
  const list = rows
    .map(
      ([term, value, cls]) =>
        `<dt>${escapeHtml(term)}</dt><dd${cls ? ` class="${cls}"` : ''}>${escapeHtml(value)}</dd>`,
    )
    .join('\n');
  const action = (name: string) => `/payment-sandbox/${encodeURIComponent(input.id)}/${name}`;
  const choice =
    input.status === 'open'
      ? `<section aria-labelledby="choose">
<h2 id="choose">${escapeHtml(t.choose)}</h2>
<div class="actions">
<form method="post" action="${action('pay')}"><button type="submit" class="pay">${escapeHtml(t.pay(amount))}</button></form>
<form method="post" action="${action('fail')}"><button type="submit" class="fail">${escapeHtml(t.fail)}</button></form>
<form method="post" action="${action('cancel')}"><button type="submit" class="cancel">${escapeHtml(t.cancel)}</button></form>
</div>
</section>`
      : `<p class="state" role="status">${escapeHtml(t.states[input.status])}</p>${
          isWebAddress(input.backUrl)
            ? `\n<a class="back" href="${escapeHtml(input.backUrl)}">${escapeHtml(t.back)}</a>`
            : ''
        }`;
  return layout(
    input.lang,
    `${t.title} — ${input.siteName}`,
    t,
    `<p class="museum">${escapeHtml(input.siteName)}</p>
<h1>${escapeHtml(t.title)}</h1>
<dl>
${list}
</dl>
${choice}`,
  );
}

/** The page for an address that names no payment. */
export function renderNotFoundPage(lang: Language): string {
  const t = TEXTS[lang];
  return layout(
    lang,
    t.notFoundTitle,
    t,
    `<h1>${escapeHtml(t.notFoundTitle)}</h1>\n<p>${escapeHtml(t.notFound)}</p>`,
  );
}
