/**
 * schema.org structured data (JSON-LD) for the shop's pages (issue 37), as Google's rich results
 * read it: an `Event` for an exhibition or a guided tour, a `Product` for an article or a pass.
 * Pure: the page head (page-heads.ts) gathers what a page shows and these shape it.
 */

/** Where the museum is: the venue's name and, when the museum gave one, its postal address. */
export interface MuseumPlace {
  name: string;
  address?: { street: string; zip: string; city: string; country: string } | undefined;
}

/** One price of what a page sells, in cents. */
export interface PriceOffer {
  name: string;
  cents: number;
  /** False: sold out for now. */
  available: boolean;
}

export interface EventFacts {
  name: string;
  description: string;
  /** The page's own address, absolute. */
  url: string;
  images: string[];
  /** The first and the last bookable day (YYYY-MM-DD). */
  startDate: string;
  endDate: string;
  place: MuseumPlace;
  organizer: { name: string; url: string };
  offers: PriceOffer[];
  /** A guided tour's language (ISO 639-1). */
  inLanguage?: string | undefined;
}

export interface ProductFacts {
  name: string;
  description: string;
  url: string;
  images: string[];
  /** The shop's own article number, as schema.org's `sku`. */
  sku: string;
  brand: string;
  offer: PriceOffer;
}

type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';
/** The shop's prices are euros (the payment providers are asked in EUR). */
const CURRENCY = 'EUR';

/** A price as schema.org wants it: a decimal number in the currency's major unit. */
const decimalPrice = (cents: number) => (cents / 100).toFixed(2);

const availability = (available: boolean) => `${SCHEMA}/${available ? 'InStock' : 'SoldOut'}`;

function offerOf(offer: PriceOffer, url: string): JsonLd {
  return {
    '@type': 'Offer',
    name: offer.name,
    price: decimalPrice(offer.cents),
    priceCurrency: CURRENCY,
    availability: availability(offer.available),
    url,
  };
}

function placeOf(place: MuseumPlace): JsonLd {
  return {
    '@type': 'Place',
    name: place.name,
    ...(place.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: place.address.street,
            postalCode: place.address.zip,
            addressLocality: place.address.city,
            addressCountry: place.address.country,
          },
        }
      : {}),
  };
}

/** An exhibition or a guided tour as a schema.org `Event`, held at the museum. */
export function eventStructuredData(event: EventFacts): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name: event.name,
    ...(event.description ? { description: event.description } : {}),
    url: event.url,
    ...(event.images.length > 0 ? { image: event.images } : {}),
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    location: placeOf(event.place),
    organizer: { '@type': 'Organization', name: event.organizer.name, url: event.organizer.url },
    ...(event.inLanguage ? { inLanguage: event.inLanguage } : {}),
    ...(event.offers.length > 0 ? { offers: event.offers.map((offer) => offerOf(offer, event.url)) } : {}),
  };
}

/** An article or a pass of the shop as a schema.org `Product` with its one offer. */
export function productStructuredData(product: ProductFacts): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    url: product.url,
    ...(product.images.length > 0 ? { image: product.images } : {}),
    sku: product.sku,
    brand: { '@type': 'Brand', name: product.brand },
    offers: offerOf(product.offer, product.url),
  };
}

/**
 * JSON-LD as it goes into a `<script>` element: `<` is escaped, so no text of the museum (`</script>`)
 * can end the element early.
 */
export const jsonLdScriptText = (data: JsonLd) => JSON.stringify(data).replaceAll('<', '\\u003c');
