import type { CatalogPictures } from '@museum-shop/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardPicture } from './CardPicture.tsx';
import { PRODUCT_CARD_SIZES } from './image-sizes.ts';
import { catalogPicture } from './MediaPicture.tsx';
import styles from './ProductCard.module.css';

/** The shop's product images are drawn at 4:3; width and height keep their place before they load. */
export const PRODUCT_IMAGE_SIZE = { width: 400, height: 300 } as const;

interface ProductCardProps {
  name: string;
  href: string;
  image?: string | null | undefined;
  /** The list answer's pictures: a media-library image is drawn at the width the card needs. */
  pictures?: CatalogPictures;
  description?: string | undefined;
  /** The price as the visitor reads it. */
  price: string;
  /** A state next to the price, e.g. a Badge. */
  status?: ReactNode;
  /** The card's place in its list: the first one's picture loads first (cardImageLoading). */
  index: number;
}

/**
 * One product in a list: the name is the link (the whole card can be clicked), the image is
 * decorative because the name beside it says what it shows.
 */
export function ProductCard({
  name,
  href,
  image,
  pictures,
  description,
  price,
  status,
  index,
}: ProductCardProps) {
  const picture = catalogPicture(image, pictures);
  return (
    <article className={styles.card}>
      {picture || image ? (
        <CardPicture
          className={styles.image}
          picture={picture}
          src={image}
          sizes={PRODUCT_CARD_SIZES}
          size={PRODUCT_IMAGE_SIZE}
          index={index}
        />
      ) : (
        <div className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link className={styles.link} to={href}>
            {name}
          </Link>
        </h2>
        {description && <p className={styles.description}>{description}</p>}
        <p className={styles.footer}>
          <span className={styles.price}>{price}</span>
          {status}
        </p>
      </div>
    </article>
  );
}

/** The list the cards sit in. */
export function ProductGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}
