import { catalogue } from '#shared/catalogue.ts';

export const kycTaxDetailsText = catalogue('kycTaxDetails', {
  title: 'Tax details',
  edit: 'Edit',
  editLabel: 'Edit tax details',
  notGiven: 'Not given',
  saving: 'Saving...',
  save: 'Save tax details',
  cancel: 'Cancel',
  /** The GSTIN field, in the KYC form and here; the state's words are the KYC catalogues'. */
  gstin: 'GSTIN (if registered)',
});
