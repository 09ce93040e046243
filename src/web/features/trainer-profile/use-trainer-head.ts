import { useEffect } from 'react';
import type { TrainerProfile } from '../../../shared/discovery-types';
import { trainerCopy, withBrand } from '../../../shared/page-copy';

/**
 * The same title and description the server put in the HTML head (trainerCopy), so a visit
 * that arrives from another page of the app ends with the head a search engine saw.
 */
export function useTrainerHead(trainer: TrainerProfile | undefined, notFoundTitle: string | null) {
  useEffect(() => {
    if (trainer) {
      const copy = trainerCopy(trainer);
      document.title = withBrand(copy.title);
      setDescription(copy.description);
    } else if (notFoundTitle) {
      document.title = withBrand(notFoundTitle);
    }
  }, [trainer, notFoundTitle]);
}

function setDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}
