import { cardImageLoading } from './image-loading.ts';
import { MediaPicture, type MediaPictureImage } from './MediaPicture.tsx';

interface CardPictureProps {
  className: string | undefined;
  /** The media library's sizes of the picture, when the catalog answer has them. */
  picture: MediaPictureImage | undefined;
  /** The picture's one address otherwise (a static picture); none: no picture. */
  src: string | null | undefined;
  /** How wide the card is drawn at each screen width (image-sizes.ts). */
  sizes: string;
  /** The place a static picture keeps before it loads. */
  size: { width: number; height: number };
  /** The card's place in its list: the first one's picture loads first (cardImageLoading). */
  index: number;
}

/**
 * A card's picture in a list (events, tours, products): drawn at the width the card needs when the
 * media library has its sizes, else its one file. Decorative: the card's name says what it shows.
 */
export function CardPicture({ className, picture, src, sizes, size, index }: CardPictureProps) {
  if (picture)
    return (
      <MediaPicture className={className} image={picture} sizes={sizes} alt="" {...cardImageLoading(index)} />
    );
  if (!src) return null;
  return <img className={className} src={src} alt="" {...size} {...cardImageLoading(index)} />;
}
