import {
  type AppConfig,
  ARTICLE_PATH,
  CONFIG_PATH,
  DEFAULT_LANGUAGE,
  documentTitle,
  EVENT_LIST_PATH,
  type Event,
  type Language,
  type Lifetime,
  type Merchandise,
  SHOP_INFO_PATH,
  type ShopInfo,
  type ShopPageMatch,
  type ShopPageName,
  STATIC_PAGE_PATH,
  type StaticPage,
  shopPagePath,
  siteNameFor,
  TICKET_COLLECT_PATH,
  TICKET_LIFETIME_PATH,
  type TicketType,
  TOUR_LIFETIME_PATH,
  TOUR_PATH,
  type Tour,
} from '@museum-shop/contract';
import { type PageHead, plainText, shortened } from './head-html.ts';
import { eventStructuredData, type MuseumPlace, productStructuredData } from './structured-data.ts';

/**
 * One call of the shop's own public API (`/api/{lang}/{path}`, the shop's id added), read as a
 * visitor's browser reads it: the `data` of a 200 answer, or undefined for any other answer. The
 * page heads are the API's client, like the web app; they read no module's tables.
 */
export type ApiRead = (
  lang: Language,
  path: string,
  call?: { params?: Record<string, string>; query?: Record<string, string> },
) => Promise<unknown>;

/** The shared pages' titles in every language, as the web build writes them (page-titles.json). */
export type PageTitles = Partial<Record<Language, Partial<Record<ShopPageName | 'notFound', string>>>>;

export interface PageHeadContext {
  read: ApiRead;
  /** The shop's public address, without a trailing slash. */
  shopUrl: string;
  titles: PageTitles;
}

/** What a page shows of itself: its title, description, picture and structured data. */
interface PageFacts {
  title?: string | undefined;
  description?: string | undefined;
  image?: string | undefined;
  structuredData?: Record<string, unknown>[];
}

const absolute = (shopUrl: string, address: string) => new URL(address, `${shopUrl}/`).href;
const describe = (html: string) => shortened(plainText(html));

/** The museum's place as structured data names it: the venue, at the museum's address. */
function museumPlace(config: AppConfig, venue: string): MuseumPlace {
  const address = config.museum_address;
  return {
    name: venue,
    address: address && {
      street: address.street,
      zip: address.zip,
      city: address.city,
      country: address.country,
    },
  };
}

/** What an exhibition's or a tour's page shows, for its facts and its Event. */
interface HeldAtTheMuseum {
  name: string;
  description: string;
  image: string | null;
  venue: string;
  prices: { name: string; price: number }[];
  /** The first and last bookable day; none: nothing can be booked, so no Event is offered. */
  lifetime: Lifetime | undefined;
  inLanguage?: string | undefined;
}

/** An exhibition's or a tour's facts: name, lead, picture, and an Event while it can be booked. */
function eventPageFacts(
  context: PageHeadContext,
  config: AppConfig,
  match: ShopPageMatch,
  url: string,
  shown: HeldAtTheMuseum,
): PageFacts {
  const image = shown.image ? absolute(context.shopUrl, shown.image) : undefined;
  const description = describe(shown.description);
  const first = shown.lifetime?.first;
  const last = shown.lifetime?.last;
  return {
    title: shown.name,
    description,
    image,
    structuredData:
      first && last
        ? [
            eventStructuredData({
              name: shown.name,
              description,
              url,
              images: image ? [image] : [],
              startDate: first,
              endDate: last,
              place: museumPlace(config, shown.venue),
              organizer: { name: siteNameFor(config, match.lang), url: `${context.shopUrl}/${match.lang}/` },
              offers: shown.prices.map((price) => ({
                name: price.name,
                cents: price.price,
                available: true,
              })),
              inLanguage: shown.inLanguage,
            }),
          ]
        : [],
  };
}

/** An event's page: an Event with its ticket prices and bookable days. */
async function eventFacts(
  context: PageHeadContext,
  config: AppConfig,
  match: ShopPageMatch,
  url: string,
): Promise<PageFacts | undefined> {
  const id = match.params.id ?? '';
  const events = (await context.read(match.lang, EVENT_LIST_PATH)) as { events: Event[] } | undefined;
  const event = events?.events.find((candidate) => String(candidate.id) === id);
  if (!event) return undefined;
  const [collected, lifetime] = (await Promise.all([
    context.read(match.lang, TICKET_COLLECT_PATH, { params: { id: String(event.id) } }),
    context.read(match.lang, TICKET_LIFETIME_PATH, { query: { event: String(event.id) } }),
  ])) as [{ tickets?: TicketType[] } | undefined, Lifetime | undefined];
  return eventPageFacts(context, config, match, url, {
    name: event.name,
    description: event.description,
    image: event.image,
    venue: event.venue.name,
    prices: collected?.tickets ?? [],
    lifetime: event.expired ? undefined : lifetime,
  });
}

/** A guided tour's page: an Event in the tour's language, with its prices and bookable days. */
async function tourFacts(
  context: PageHeadContext,
  config: AppConfig,
  match: ShopPageMatch,
  url: string,
): Promise<PageFacts | undefined> {
  const id = match.params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) return undefined;
  const [tour, lifetime] = (await Promise.all([
    context.read(match.lang, TOUR_PATH, { query: { tour: id } }),
    context.read(match.lang, TOUR_LIFETIME_PATH, { params: { id } }),
  ])) as [Tour | undefined, Lifetime | undefined];
  if (!tour) return undefined;
  return eventPageFacts(context, config, match, url, {
    name: tour.name,
    description: tour.description,
    image: tour.image,
    venue: tour.venue.name,
    prices: tour.tickets.length > 0 ? tour.tickets : tour.priceList,
    lifetime,
    inLanguage: tour.langIdentifier,
  });
}

/** An article's or a pass's page: a Product with its price and whether it is in stock. */
async function articleFacts(
  context: PageHeadContext,
  config: AppConfig,
  match: ShopPageMatch,
  url: string,
): Promise<PageFacts | undefined> {
  const id = match.params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) return undefined;
  const article = (await context.read(match.lang, ARTICLE_PATH, { query: { article: id } })) as
    | Merchandise
    | undefined;
  if (!article) return undefined;
  const images = article.images.map((image) => absolute(context.shopUrl, image));
  const description = describe(article.description);
  return {
    title: article.name,
    description,
    image: images[0],
    structuredData: [
      productStructuredData({
        name: article.name,
        description,
        url,
        images,
        sku: String(article.id),
        brand: siteNameFor(config, match.lang),
        offer: {
          name: article.name,
          cents: article.price,
          available: article.state === 'available' || article.state === 'few_left',
        },
      }),
    ],
  };
}

/** A static page (imprint, terms …): its own title and the start of its text. */
async function staticPageFacts(
  context: PageHeadContext,
  match: ShopPageMatch,
): Promise<PageFacts | undefined> {
  const id = match.name === 'shippingPage' ? 'shipping' : (match.params.id ?? '').toLowerCase();
  if (!/^[a-z_]{1,40}$/.test(id)) return undefined;
  const page = (await context.read(match.lang, STATIC_PAGE_PATH, { params: { id } })) as
    | StaticPage
    | undefined;
  return page && { title: page.title, description: describe(page.html) };
}

/** What the page at `match` shows of itself; undefined when there is no such event, article or page. */
async function pageFacts(
  context: PageHeadContext,
  config: AppConfig,
  match: ShopPageMatch,
  url: string,
): Promise<PageFacts | undefined> {
  switch (match.name) {
    case 'ticket':
      return eventFacts(context, config, match, url);
    case 'guidedTour':
      return tourFacts(context, config, match, url);
    case 'product':
    case 'pass':
      return articleFacts(context, config, match, url);
    case 'page':
    case 'shippingPage':
      return staticPageFacts(context, match);
    default:
      return {};
  }
}

/**
 * The head of the shared page at `match`, in its language, from the shop's configuration and the
 * page's own data. An unknown event, tour, article or page is titled "not found" and kept out of
 * search engines, still with a 200: the owner's preview link opens a draft at the same address, and
 * the app says what it finds. Undefined when the shop's configuration cannot be read: the app is
 * then sent as it was built, and finds out why by itself.
 */
export async function readPageHead(
  context: PageHeadContext,
  match: ShopPageMatch,
): Promise<PageHead | undefined> {
  const { lang } = match;
  const [config, shopInfo] = (await Promise.all([
    context.read(lang, CONFIG_PATH),
    context.read(lang, SHOP_INFO_PATH),
  ])) as [AppConfig | undefined, ShopInfo | undefined];
  if (!config) return undefined;
  const pagePath = shopPagePath(match.name, lang, match.params);
  const addressIn = (language: Language) =>
    `${context.shopUrl}${shopPagePath(match.name, language, match.params)}`;
  const url = `${context.shopUrl}${pagePath}`;
  const facts = await pageFacts(context, config, match, url);
  const titles = context.titles[lang] ?? {};
  const defaultLanguage = config.languages[0] ?? lang;
  const siteName = siteNameFor(config, lang);
  const offered = config.languages.includes(lang);
  const pageTitle = facts
    ? (facts.title ?? (match.name === 'home' ? undefined : titles[match.name]))
    : titles.notFound;
  return {
    lang,
    title: documentTitle(pageTitle, config.title_separator, siteName),
    description: facts?.description || shopInfo?.meta.description || siteName,
    canonical: url,
    alternates: config.languages.map((language) => ({ lang: language, href: addressIn(language) })),
    defaultAlternate: addressIn(defaultLanguage),
    siteName,
    image: facts?.image,
    indexable: facts !== undefined && offered,
    structuredData: facts?.structuredData ?? [],
  };
}

/**
 * The head of a page no search engine is to keep, in `lang` or else the shop's default language,
 * as the app then shows it: an address the shop has no screen at (issue 37's 404), titled "not
 * found" (`notFound`), or a personal screen's frame, titled with the site name until the app
 * names the screen. It names no address of its own. Undefined when the configuration cannot be read.
 */
export async function readUnlistedHead(
  context: PageHeadContext,
  lang: Language | undefined,
  { notFound }: { notFound: boolean },
): Promise<PageHead | undefined> {
  const [config, shopInfo] = (await Promise.all([
    context.read(lang ?? DEFAULT_LANGUAGE, CONFIG_PATH),
    context.read(lang ?? DEFAULT_LANGUAGE, SHOP_INFO_PATH),
  ])) as [AppConfig | undefined, ShopInfo | undefined];
  if (!config) return undefined;
  const shown = lang ?? config.languages[0] ?? DEFAULT_LANGUAGE;
  const siteName = siteNameFor(config, shown);
  return {
    lang: shown,
    title: documentTitle(
      notFound ? context.titles[shown]?.notFound : undefined,
      config.title_separator,
      siteName,
    ),
    description: shopInfo?.meta.description || siteName,
    canonical: undefined,
    alternates: [],
    defaultAlternate: undefined,
    siteName,
    indexable: false,
    structuredData: [],
  };
}
