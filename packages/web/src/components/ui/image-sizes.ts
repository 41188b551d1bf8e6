/**
 * The widths catalog pictures are drawn at, for `sizes` (issue 37): the browser then picks the
 * smallest file of a srcset that fills them. They follow the CSS: Screen.module.css's column
 * (at most 72rem wide, 1.25rem padding each side) and the grids of the cards' CSS modules.
 * The media queries are the points where the grid gains a column.
 */

/**
 * Catalog.module.css's .cards (events, tours): columns of at least 17rem with 1.25rem gaps, so
 * one column below 37.75rem, two below 56rem, at most three (22.3rem each in the 72rem column).
 */
export const CATALOG_CARD_SIZES =
  '(max-width: 37.75rem) calc(100vw - 2.5rem), (max-width: 56rem) calc((100vw - 3.75rem) / 2), (max-width: 72rem) calc((100vw - 5rem) / 3), 22.5rem';

/**
 * ProductCard.module.css's .grid (articles, passes, vouchers): columns of at least 15rem with
 * 1.25rem gaps, so one column below 33.75rem, two below 50rem, three below 66.25rem, then four.
 */
export const PRODUCT_CARD_SIZES =
  '(max-width: 33.75rem) calc(100vw - 2.5rem), (max-width: 50rem) calc((100vw - 3.75rem) / 2), (max-width: 66.25rem) calc((100vw - 5rem) / 3), (max-width: 72rem) calc((100vw - 6.25rem) / 4), 16.5rem';

/**
 * ProductDetail.module.css's .layout: the picture takes the column's width below 768px, from
 * there 5 of 11 parts of it beside a 2.5rem gap.
 */
export const PRODUCT_DETAIL_SIZES =
  '(max-width: 767px) calc(100vw - 2.5rem), (max-width: 72rem) calc((100vw - 5rem) * 5 / 11), 30.5rem';

/** The event and tour cards' pictures are drawn at 16:9; a static one keeps this place before it loads. */
export const CARD_IMAGE_SIZE = { width: 480, height: 270 } as const;
