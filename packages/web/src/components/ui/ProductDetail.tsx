import type { CatalogPictures } from '@museum-shop/contract';
import type { ReactNode } from 'react';
import { PRODUCT_DETAIL_SIZES } from './image-sizes.ts';
import { catalogPicture, MediaPicture } from './MediaPicture.tsx';
import { PRODUCT_IMAGE_SIZE } from './ProductCard.tsx';
import styles from './ProductDetail.module.css';

interface ProductDetailProps {
  name: string;
  image?: string | null | undefined;
  /** The answer's pictures: a media-library image is drawn at the width the screen needs. */
  pictures?: CatalogPictures;
  /** The image's text alternative; the product's name when nothing better is known. */
  imageAlt?: string | undefined;
  /** Price, states and the description, under the heading. */
  summary: ReactNode;
  /** The order form. */
  children: ReactNode;
}

/** A product's own screen: its image beside (on a narrow screen above) its name, summary and order form. */
export function ProductDetail({ name, image, pictures, imageAlt, summary, children }: ProductDetailProps) {
  const picture = catalogPicture(image, pictures);
  return (
    <div className={styles.layout}>
      {picture ? (
        <MediaPicture
          className={styles.image}
          image={picture}
          sizes={PRODUCT_DETAIL_SIZES}
          alt={imageAlt ?? name}
          // The largest picture of the screen: fetched ahead of the others (issue 37).
          fetchPriority="high"
          decoding="async"
        />
      ) : (
        image && (
          <img
            className={styles.image}
            src={image}
            alt={imageAlt ?? name}
            // The largest picture of the screen: fetched ahead of the others (issue 37).
            fetchPriority="high"
            decoding="async"
            {...PRODUCT_IMAGE_SIZE}
          />
        )
      )}
      <div className={styles.body}>
        <h1 className={styles.name}>{name}</h1>
        <div className={styles.summary}>{summary}</div>
        {children}
      </div>
    </div>
  );
}

/** An order form's closing row: the total and the add button. */
export function OrderTotal({
  label,
  total,
  children,
}: {
  label: string;
  total: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.total}>
      <p className={styles.totalText}>
        <span>{label}</span> <strong aria-live="polite">{total}</strong>
      </p>
      {children}
    </div>
  );
}
