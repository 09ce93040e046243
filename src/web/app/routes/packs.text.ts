import { catalogue } from '#shared/catalogue.ts';

/** My Packs (`/profile/packs`) and a pack's page. */
export const packsRouteText = catalogue('packsRoute', {
  title: 'My Packs',
  intro: 'Sessions bought together at a pack price. Each booking from a pack uses one credit.',
  loadingPacks: 'Loading your packs',
  noPacks: 'No packs yet. Trainers who offer packs show them under their services.',
  browseTrainers: 'Browse Trainers',
  packTitle: 'Pack',
  loadingPack: 'Loading the pack',
});
