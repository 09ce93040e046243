import TrainerProfilePage from '../../features/trainer-profile/pages/trainer-profile-page';

/**
 * `/trainer/:id`, a lazy chunk so the listing's first bundle stays small. The booking modal
 * (next issue) plugs in here through `onBookSession`; the page and the modal are features
 * that do not import each other.
 */
export default function TrainerProfileRoute() {
  return <TrainerProfilePage />;
}
