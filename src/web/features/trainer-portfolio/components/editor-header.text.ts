import { catalogue } from '#shared/catalogue.ts';

export const portfolioHeaderText = catalogue('portfolioEditorHeader', {
  back: '← Back to Details',
  heading: 'Update Portfolio',
  hidePreview: 'Hide Preview',
  showPreview: 'Show Preview',
  saving: 'Saving...',
  save: 'Save Changes',
  changesRequested: 'Changes requested by our team:',
  underReview: 'Your portfolio is under review. Changes will be reflected after admin approval.',
  completion: 'Profile completion',
  nextSteps: 'Next steps:',
});
