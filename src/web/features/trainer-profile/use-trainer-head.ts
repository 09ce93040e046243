import { useEffect } from 'react';
import { placeName } from '#shared/catalog-names.ts';
import type { TrainerProfile } from '#shared/discovery-types.ts';
import { trainerCopy } from '#shared/trainer-copy.ts';
import { useLocale } from '#web/lib/i18n/locale-context.ts';
import { setPageDescription, setPageTitle } from '#web/lib/seo.ts';

/**
 * The same title and description the server put in the HTML head (trainerCopy), so a visit
 * that arrives from another page of the app ends with the head a search engine saw. While
 * the trainer loads, the head is left as it is rather than replaced by a generic title.
 */
export function useTrainerHead(trainer: TrainerProfile | undefined, notFoundTitle: string | null) {
  const locale = useLocale();
  useEffect(() => {
    if (trainer) {
      const copy = trainerCopy({ ...trainer, city: placeName(trainer.city, locale) }, locale);
      setPageTitle(copy.title);
      setPageDescription(copy.description);
    } else if (notFoundTitle) {
      setPageTitle(notFoundTitle);
    }
  }, [trainer, notFoundTitle, locale]);
}
