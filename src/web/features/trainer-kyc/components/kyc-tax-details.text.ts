import { catalogue } from '#shared/catalogue.ts';

export const kycTaxDetailsText = catalogue('kycTaxDetails', {
  title: 'Tax details',
  edit: 'Edit',
  editLabel: 'Edit tax details',
  notGiven: 'Not given',
  saving: 'Saving...',
  save: 'Save tax details',
  cancel: 'Cancel',
  /** The fields, in the KYC form and here. */
  state: 'State',
  selectState: 'Select the state of your business address',
  gstin: 'GSTIN (if registered)',
});
