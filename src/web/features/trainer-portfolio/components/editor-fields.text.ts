import { catalogue } from '#shared/catalogue.ts';

export const portfolioListText = catalogue('portfolioListField', {
  legend: (legend: string, max: number) => `${legend} (up to ${max})`,
  remove: 'Remove',
  removeItem: (item: string) => `Remove ${item}`,
  full: (max: number) => `${max} added`,
  add: 'Add',
});
