import { catalogue } from '#shared/catalogue.ts';

/** The navbar's and the page frame's texts: in the listing's first JavaScript. */
export const shellLayoutText = catalogue('shellLayout', {
  mainNav: 'Main',
  home: ', home',
  browseTrainers: 'Browse Trainers',
  signIn: 'Sign In',
  messages: 'Messages',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipToContent: 'Skip to content',
  somethingWentWrong: 'Something went wrong',
  reloadPage: 'Reload page',
});
