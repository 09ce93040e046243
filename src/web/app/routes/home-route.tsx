import TrainerListingPage from '../../features/discovery/pages/trainer-listing-page';
import { useOpenBecomeTrainer } from '../become-trainer';

/** Kept in the first bundle: `/` and `/trainers` are where most visits start. */
export function HomeRoute() {
  return <TrainerListingPage onBecomeTrainer={useOpenBecomeTrainer()} />;
}
