import { catalogue } from '#shared/catalogue.ts';

export const clientsTabText = catalogue('dashClients', {
  counts: 'Client counts',
  totalClients: 'Total Clients',
  totalClientsHint: 'Booked you at least once',
  activeClients: 'Active Clients',
  activeClientsHint: (days: number) => `Upcoming or in the last ${days} days`,
  newThisMonth: 'New This Month',
  newThisMonthHint: 'First booking',
  repeatClients: 'Repeat Clients',
  repeatClientsHint: 'Two or more sessions',
  yourClients: 'Your clients',
  searchLabel: 'Search clients by name or e-mail',
  searchPlaceholder: 'Search by name or e-mail',
  searching: 'Searching',
  loadingClients: 'Loading clients',
  noMatch: (search: string) => `No clients match “${search}”.`,
  noClients: 'No clients yet. Everyone who books you appears here.',
  showMore: 'Show more clients',
  showing: (shown: number, matching: number) => `Showing ${shown} of ${matching}`,
});

export const clientListText = catalogue('dashClientList', {
  statuses: { active: 'Active', inactive: 'Inactive' },
  yourClients: 'Your clients',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  joined: 'Joined',
  sessions: 'Sessions',
  lastSession: 'Last session',
  status: 'Status',
  actions: 'Actions',
});
