import type { AppConfig, Language, TextOverrides } from '@museum-shop/contract';
import type { Db } from '../database.ts';
import { banners, shops, shopTexts, socialLinks } from '../schema/config.ts';

/** The fictional demo museum: the Museum of Light, with two venues, in all eight languages. */
export const DEMO_SHOP_ID = 1;

/**
 * The demo's own words where the shop's standard texts stay neutral (issue 34): text overrides,
 * as any museum writes its own, keyed `namespace:key` (a key without a namespace is `common`'s).
 */
const demoTexts: TextOverrides = {
  en: {
    'shop:passes.intro': 'Visit the museum and the observatory as often as you like for a whole year.',
    'shop:vouchers.intro':
      'Give the gift of light: a voucher for tickets, tours and everything in our shop, or an evening under the stars.',
  },
  de: {
    'shop:passes.intro': 'Ein ganzes Jahr lang Museum und Sternwarte besuchen, so oft Sie möchten.',
    'shop:vouchers.intro':
      'Verschenken Sie Licht: einen Gutschein für Tickets, Führungen und alles aus unserem Shop – oder einen Abend unter den Sternen.',
  },
  fr: {
    'shop:passes.intro':
      'Visitez le musée et l’observatoire autant de fois que vous le souhaitez pendant toute une année.',
    'shop:vouchers.intro':
      'Offrez de la lumière : un bon valable pour les billets, les visites guidées et toute notre boutique, ou une soirée sous les étoiles.',
  },
  it: {
    'shop:passes.intro': 'Visita il museo e l’osservatorio tutte le volte che vuoi per un anno intero.',
    'shop:vouchers.intro':
      'Regala la luce: un buono per biglietti, visite guidate e tutto il nostro negozio, oppure una serata sotto le stelle.',
  },
  nl: {
    'shop:passes.intro': 'Bezoek het museum en de sterrenwacht een heel jaar lang zo vaak als je wilt.',
    'shop:vouchers.intro':
      'Geef licht cadeau: een cadeaubon voor tickets, rondleidingen en alles uit onze winkel, of een avond onder de sterren.',
  },
  es: {
    'shop:passes.intro': 'Visita el museo y el observatorio tantas veces como quieras durante todo un año.',
    'shop:vouchers.intro':
      'Regala luz: un vale para entradas, visitas guiadas y toda nuestra tienda, o una noche bajo las estrellas.',
  },
  sv: {
    'shop:passes.intro': 'Besök museet och observatoriet så ofta du vill under ett helt år.',
    'shop:vouchers.intro':
      'Ge bort ljus: ett presentkort för biljetter, visningar och allt i vår butik, eller en kväll under stjärnorna.',
  },
  da: {
    'shop:passes.intro': 'Besøg museet og observatoriet så tit du vil i et helt år.',
    'shop:vouchers.intro':
      'Giv lys i gave: et gavekort til billetter, omvisninger og alt i vores butik, eller en aften under stjernerne.',
  },
};

export const demoConfig: AppConfig = {
  site_name: 'Museum of Light',
  site_name_translations: {
    en: 'Museum of Light',
    de: 'Museum des Lichts',
    fr: 'Musée de la Lumière',
    it: 'Museo della Luce',
    nl: 'Museum van het Licht',
    es: 'Museo de la Luz',
    sv: 'Ljusets museum',
    da: 'Lysets Museum',
  },
  extern_museum_main_url: null,
  logo_links_to_main_site: false,
  cookie_disclaimer: true,
  custom_terms_links: false,
  default_user_country_key: 'DE',
  guided_tour_default_language: 'en',
  has_guided_tours: true,
  has_merchandise: true,
  has_memcard: true,
  has_tickets: true,
  has_vouchers: true,
  has_voucher_code: true,
  // On in the demo, so a visitor can try both ways (a museum's own shop chooses for itself).
  user_registration: true,
  guest_registration: true,
  languages: ['en', 'de', 'fr', 'it', 'nl', 'es', 'sv', 'da'],
  museum_per_language_urls: {},
  nav_translations: {},
  prefered_language: null,
  home_view: 'sections',
  show_progress_bar: true,
  // The demo's partners are made up, like the museum; their addresses use the reserved .example domain.
  partner_logos: [
    {
      name: {
        en: 'Supported by',
        de: 'Gefördert von',
        fr: 'Avec le soutien de',
        it: 'Con il sostegno di',
        nl: 'Met steun van',
        es: 'Con el apoyo de',
        sv: 'Med stöd från',
        da: 'Støttet af',
      },
      logos: [
        {
          image: 'demo/partners/lumen-city-culture.svg',
          url: 'https://www.lumen-city.example/culture',
          alt: {
            en: 'Lumen City Office for Culture',
            de: 'Kulturamt der Stadt Lumen',
            fr: 'Direction de la culture de la ville de Lumen',
            it: 'Assessorato alla cultura della città di Lumen',
            nl: 'Afdeling Cultuur van de gemeente Lumen',
            es: 'Concejalía de Cultura de la ciudad de Lumen',
            sv: 'Lumen stads kulturförvaltning',
            da: 'Lumen Kommunes kulturforvaltning',
          },
        },
        {
          image: 'demo/partners/light-colour-foundation.svg',
          url: 'https://www.light-colour-foundation.example/',
          alt: {
            en: 'Foundation for Light & Colour',
            de: 'Stiftung für Licht & Farbe',
            fr: 'Fondation pour la lumière et la couleur',
            it: 'Fondazione per la luce e il colore',
            nl: 'Stichting voor Licht & Kleur',
            es: 'Fundación para la Luz y el Color',
            sv: 'Stiftelsen för ljus och färg',
            da: 'Fonden for Lys og Farve',
          },
        },
      ],
    },
    {
      name: {
        en: 'Partners',
        de: 'Partner',
        fr: 'Partenaires',
        it: 'Partner',
        nl: 'Partners',
        es: 'Colaboradores',
        sv: 'Samarbetspartner',
        da: 'Samarbejdspartnere',
      },
      logos: [
        {
          image: 'demo/partners/lumen-city-card.svg',
          url: 'https://www.lumen-city-card.example/',
          alt: {
            en: 'Lumen City Card',
            de: 'Lumen City Card',
            fr: 'Lumen City Card',
            it: 'Lumen City Card',
            nl: 'Lumen City Card',
            es: 'Lumen City Card',
            sv: 'Lumen City Card',
            da: 'Lumen City Card',
          },
        },
        {
          image: 'demo/partners/night-of-museums.svg',
          url: 'https://www.night-of-museums.example/',
          alt: {
            en: 'Long Night of Museums',
            de: 'Lange Nacht der Museen',
            fr: 'Nuit des musées',
            it: 'Notte dei musei',
            nl: 'Museumnacht',
            es: 'Noche de los Museos',
            sv: 'Museernas natt',
            da: 'Museernes Nat',
          },
        },
      ],
    },
  ],
  showHeader: true,
  showFooter: true,
  showCookieDisclaimer: true,
  title_separator: '-',
  support_email: 'support@museum-of-light.example',
  time_zone: 'Europe/Berlin',
  // The imprint's address (pages.ts); the VAT id is made up, like the museum.
  museum_address: {
    legal_name: 'Stiftung Museum des Lichts',
    street: 'Am Lichthof 1',
    zip: '10117',
    city: 'Berlin',
    country: 'DE',
    vat_id: 'DE000000000',
  },
  theme: { primary: '#1f3a5f', primaryContrast: '#ffffff', accent: '#c8872e' },
  text_overrides: demoTexts,
};

const texts: Record<Language, { cookie: string; title: string; description: string }> = {
  en: {
    cookie:
      '<p>We use only the cookies this shop needs to work: your basket and your sign-in. <a href="/en/page/data_protection">Data protection</a></p>',
    title: 'Tickets and shop',
    description: 'Tickets, guided tours, gifts, annual passes and vouchers of the Museum of Light.',
  },
  de: {
    cookie:
      '<p>Wir verwenden nur die Cookies, die dieser Shop zum Funktionieren braucht: Ihren Warenkorb und Ihre Anmeldung. <a href="/de/page/data_protection">Datenschutz</a></p>',
    title: 'Tickets und Shop',
    description: 'Tickets, Führungen, Geschenke, Jahreskarten und Gutscheine des Museums des Lichts.',
  },
  fr: {
    cookie:
      '<p>Nous n’utilisons que les cookies nécessaires au fonctionnement de la boutique\u00a0: votre panier et votre connexion. <a href="/fr/page/data_protection">Protection des données</a></p>',
    title: 'Billets et boutique',
    description:
      'Billets, visites guidées, cadeaux, abonnements annuels et bons cadeaux du Musée de la Lumière.',
  },
  it: {
    cookie:
      '<p>Usiamo solo i cookie necessari al funzionamento del negozio: il tuo carrello e il tuo accesso. <a href="/it/page/data_protection">Protezione dei dati</a></p>',
    title: 'Biglietti e negozio',
    description: 'Biglietti, visite guidate, regali, abbonamenti annuali e buoni del Museo della Luce.',
  },
  nl: {
    cookie:
      '<p>We gebruiken alleen de cookies die deze winkel nodig heeft: je winkelmand en je aanmelding. <a href="/nl/page/data_protection">Privacy</a></p>',
    title: 'Tickets en winkel',
    description: 'Tickets, rondleidingen, cadeaus, jaarkaarten en cadeaubonnen van het Museum van het Licht.',
  },
  es: {
    cookie:
      '<p>Solo usamos las cookies que la tienda necesita para funcionar: tu cesta y tu inicio de sesión. <a href="/es/page/data_protection">Protección de datos</a></p>',
    title: 'Entradas y tienda',
    description: 'Entradas, visitas guiadas, regalos, pases anuales y vales del Museo de la Luz.',
  },
  sv: {
    cookie:
      '<p>Vi använder bara de kakor som butiken behöver för att fungera: din varukorg och din inloggning. <a href="/sv/page/data_protection">Dataskydd</a></p>',
    title: 'Biljetter och butik',
    description: 'Biljetter, guidade visningar, presenter, årskort och presentkort från Ljusets museum.',
  },
  da: {
    cookie:
      '<p>Vi bruger kun de cookies, som butikken har brug for: din kurv og dit login. <a href="/da/page/data_protection">Databeskyttelse</a></p>',
    title: 'Billetter og butik',
    description: 'Billetter, omvisninger, gaver, årskort og gavekort fra Lysets Museum.',
  },
};

export async function seedShop(db: Db): Promise<void> {
  await db.insert(shops).values({ id: DEMO_SHOP_ID, defaultLanguage: 'en', config: demoConfig });
  // The serial sequence must move past the explicit id, or the next shop would collide with it.
  await db.execute(`SELECT setval('shops_id_seq', (SELECT max(id) FROM shops))`);
  await db.insert(shopTexts).values(
    Object.entries(texts).map(([lang, text]) => ({
      shopId: DEMO_SHOP_ID,
      lang: lang as Language,
      cookieDisclaimer: text.cookie,
      metaTitle: text.title,
      metaDescription: text.description,
      globalMessage: null,
    })),
  );
  await db.insert(socialLinks).values([
    {
      shopId: DEMO_SHOP_ID,
      name: 'Instagram',
      link: 'https://instagram.example/museumoflight',
      sequenceNo: 1,
    },
    { shopId: DEMO_SHOP_ID, name: 'Facebook', link: 'https://facebook.example/museumoflight', sequenceNo: 2 },
    { shopId: DEMO_SHOP_ID, name: 'YouTube', link: 'https://youtube.example/museumoflight', sequenceNo: 3 },
  ]);
  await db.insert(banners).values({
    shopId: DEMO_SHOP_ID,
    image: '/static/demo/banner{width}.svg',
    imageMobile: '/static/demo/banner-mobile{width}.svg',
    alt: {
      en: 'The great hall of the Museum of Light at dusk',
      de: 'Die große Halle des Museums des Lichts in der Dämmerung',
    },
    sequenceNo: 1,
  });
}
