import TrainerListingPage from '#web/features/discovery/pages/trainer-listing-page.tsx';
import { useOpenBecomeTrainer } from '../become-trainer';

/** Kept in the first bundle: `/` and `/trainers` are where most visits start. */
export function HomeRoute() {
  return <TrainerListingPage onBecomeTrainer={useOpenBecomeTrainer()} />;
}
