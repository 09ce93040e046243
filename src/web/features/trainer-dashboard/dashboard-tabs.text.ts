import { catalogue } from '#shared/catalogue.ts';

/**
 * The side menu's label and the page heading of each tab
 * (docs/product/trainer-dashboard.md#side-menu).
 */
export const dashboardTabsText = catalogue('dashTabs', {
  labels: {
    overview: 'Overview',
    sessions: 'Sessions',
    clients: 'Clients',
    earnings: 'Earnings',
    availability: 'Availability',
    kyc: 'KYC',
    terms: 'T&C',
  },
  titles: {
    overview: 'Overview',
    sessions: 'Sessions',
    clients: 'Clients',
    earnings: 'Earnings',
    availability: 'Availability Settings',
    kyc: 'Identity Verification (KYC)',
    terms: 'Terms & Conditions',
  },
});
