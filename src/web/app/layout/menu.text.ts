import { catalogue } from '#shared/catalogue.ts';

/** The signed-in account menus' texts: loaded with those menus only. */
export const shellMenuText = catalogue('shellMenu', {
  viewProfile: 'View Profile',
  mySessions: 'My Sessions',
  dashboard: 'Dashboard',
  updatePortfolio: 'Update Portfolio',
  services: 'Services',
  becomeTrainer: 'Become a Trainer',
  adminConsole: 'Admin Console',
  browseTrainers: 'Browse Trainers',
  signOut: 'Sign Out',
  openAccountMenu: ', open account menu',
  messagesUnread: (unread: number) => `Messages, ${unread} unread`,
});
