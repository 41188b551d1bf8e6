/** An image of the museum's media library as the configuration carries it (issue 34). */
export interface MediaPictureImage {
  src: string;
  srcset: string;
  srcset_avif: string;
  width: number;
  height: number;
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
}: {
  image: MediaPictureImage;
  sizes: string;
  alt: string;
  className?: string | undefined;
}) {
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
      />
    </picture>
  );
}
