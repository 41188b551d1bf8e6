import { type Banner, bannerImageAddress } from '@museum-shop/contract';
import styles from './Banners.module.css';

/** Where the wide image takes over from the phone's: the phone image is the narrow screens' one. */
const WIDE_SCREENS = '(min-width: 45em)';

/**
 * The museum's banners (shopinfo content.banners, set in the staff app): each a wide image and a
 * phone one, one under the other (no carousel: nothing moves on its own). Their space is kept by
 * the shape the banner editor asks for, so nothing shifts while they load; they load lazily, below
 * what the first screen needs.
 */
export default function Banners({ banners }: { banners: readonly Banner[] }) {
  return (
    <ul className={styles.banners}>
      {banners.map((banner, index) => (
        // A banner has no id of its own; the list is the museum's order and does not change on screen.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <li key={index}>
          <picture>
            <source media={WIDE_SCREENS} srcSet={bannerImageAddress(banner.image)} />
            <img
              className={styles.image}
              src={bannerImageAddress(banner.image_mobile)}
              alt={banner.alt}
              loading="lazy"
              decoding="async"
            />
          </picture>
        </li>
      ))}
    </ul>
  );
}
