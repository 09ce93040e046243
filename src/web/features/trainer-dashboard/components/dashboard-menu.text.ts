import { catalogue } from '#shared/catalogue.ts';

export const dashboardMenuText = catalogue('dashMenu', {
  trainerDashboard: 'Trainer dashboard',
  drawerTitle: 'Menu',
  closeMenu: 'Close menu',
});
