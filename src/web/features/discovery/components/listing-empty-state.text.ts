import { catalogue } from '#shared/catalogue.ts';

export const listingEmptyText = catalogue('listingEmpty', {
  title: 'No Trainers Found Nearby',
  text: 'No trainer matches these filters in this area yet. Try online training, or help us grow the community near you.',
  becomeTrainer: 'Become a Trainer',
  referFriend: 'Refer a Friend',
  exploreOnline: 'Explore Online Training',
});
