import type { CatalogPictures } from '@museum-shop/contract';

/** An image of the museum's media library as the configuration carries it (issue 34). */
export interface MediaPictureImage {
  src: string;
  srcset: string;
  srcset_avif: string;
  width: number;
  height: number;
}

/** How the `<img>` loads: cardImageLoading's answer, or a screen's largest picture's high priority. */
interface ImageLoading {
  loading?: 'lazy' | 'eager' | undefined;
  fetchPriority?: 'high' | 'low' | 'auto' | undefined;
  decoding?: 'async' | 'sync' | 'auto' | undefined;
}

/**
 * An uploaded image in AVIF or WebP at the width the screen needs (`sizes`), with its own size so
 * nothing shifts while it loads.
 */
export function MediaPicture({
  image,
  sizes,
  alt,
  className,
  ...loading
}: {
  image: MediaPictureImage;
  sizes: string;
  alt: string;
  className?: string | undefined;
} & ImageLoading) {
  return (
    <picture>
      {image.srcset_avif && <source type="image/avif" srcSet={image.srcset_avif} sizes={sizes} />}
      <img
        className={className}
        src={image.src}
        srcSet={image.srcset || undefined}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        {...loading}
      />
    </picture>
  );
}

/**
 * A catalog item's picture as a MediaPicture image (issue 37): the answer's sizes of its address,
 * which stays the `src`; undefined for a static address or an answer without `pictures` (the
 * picture is then drawn as the address alone, as before).
 */
export function catalogPicture(
  address: string | null | undefined,
  pictures: CatalogPictures,
): MediaPictureImage | undefined {
  const sizes = address ? pictures?.[address] : undefined;
  return address && sizes ? { src: address, ...sizes } : undefined;
}
