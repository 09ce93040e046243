import { useEffect } from 'react';
import type { TrainerProfile } from '#shared/discovery-types.ts';
import { trainerCopy } from '#shared/page-copy.ts';
import { pageTitle, setPageDescription } from '#web/lib/seo.ts';

/**
 * The same title and description the server put in the HTML head (trainerCopy), so a visit
 * that arrives from another page of the app ends with the head a search engine saw. While
 * the trainer loads, the head is left as it is rather than replaced by a generic title.
 */
export function useTrainerHead(trainer: TrainerProfile | undefined, notFoundTitle: string | null) {
  useEffect(() => {
    if (trainer) {
      const copy = trainerCopy(trainer);
      document.title = pageTitle(copy.title);
      setPageDescription(copy.description);
    } else if (notFoundTitle) {
      document.title = pageTitle(notFoundTitle);
    }
  }, [trainer, notFoundTitle]);
}
