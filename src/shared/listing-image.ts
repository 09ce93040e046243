import type { TrainerCard } from './discovery-types';

/** Listing images are 640×480; an upload also has a 320×240 copy beside it. */
export const LISTING_IMAGE_WIDTH = 640;
export const LISTING_IMAGE_HEIGHT = 480;
const UPLOADED_LISTING = /^\/uploads\/listing\/[^/]+\.webp$/;

/** How wide a listing card's image and a city page card's show, for the browser's choice of copy. */
export const LISTING_CARD_IMAGE_SIZES = '(min-width: 1024px) 256px, (min-width: 768px) 224px, 96px';
export const CITY_CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/**
 * The picture a card shows (the listing image, else the profile picture) and, for an upload,
 * its copies by width: the card's <img> and the page head's preload of the first card agree.
 */
export function cardImageSources(
  trainer: Pick<TrainerCard, 'listingImage' | 'profilePicture'>,
): { src: string; srcSet: string | undefined } | null {
  const src = trainer.listingImage ?? trainer.profilePicture;
  if (!src) return null;
  const srcSet = UPLOADED_LISTING.test(src)
    ? `${src.replace(/\.webp$/, '-320w.webp')} 320w, ${src} ${LISTING_IMAGE_WIDTH}w`
    : undefined;
  return { src, srcSet };
}
