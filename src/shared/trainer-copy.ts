import { BRAND } from './catalog';
import { catalogue, textOf } from './catalogue';
import type { Locale } from './locale';
import type { PageCopy } from './page-copy';

/**
 * The profile's head (src/shared/page-copy.ts for the other pages): apart from the others, as only
 * the profile (a chunk of its own) and the server need it.
 */
export const TRAINER_COPY_TEXT = catalogue('pageCopyTrainer', {
  /** A trainer who gave no title (docs/product/discovery.md#trainer-profile-page). */
  defaultTitle: 'Certified Personal Trainer',
  /** The city is the trainer's own, or one of the ten in the page's language. */
  title: (name: string, title: string, city: string) =>
    `${name}, ${title}${city ? ` in ${city}` : ''}`,
  newOnKasrat: `New on ${BRAND.name}`,
  rated: (rating: number, reviewCount: number) =>
    `Rated ${rating.toFixed(1)} from ${reviewCount} review${reviewCount === 1 ? '' : 's'}`,
  /** `focus` is the trainer's first specializations as they chose them, or empty. */
  description: (rating: string, focus: string, name: string) =>
    `${rating}. ${focus ? `${focus}. ` : ''}Book a session with ${name} on ${BRAND.name} and pay securely in rupees.`,
});

/** Head of `/trainer/{id}`. */
export function trainerCopy(
  trainer: {
    name: string;
    title: string | null;
    city: string;
    specializations: readonly string[];
    rating: number | null;
    reviewCount: number;
  },
  locale: Locale = 'en',
): Pick<PageCopy, 'title' | 'description'> {
  const text = textOf(TRAINER_COPY_TEXT, locale);
  const title = trainer.title ?? text.defaultTitle;
  const focus = trainer.specializations.slice(0, 3).join(', ');
  const rating =
    trainer.rating === null ? text.newOnKasrat : text.rated(trainer.rating, trainer.reviewCount);
  return {
    title: text.title(trainer.name, title, trainer.city),
    description: text.description(rating, focus, trainer.name),
  };
}
