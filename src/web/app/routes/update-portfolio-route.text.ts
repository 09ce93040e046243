import { catalogue } from '#shared/catalogue.ts';

export const updatePortfolioText = catalogue('portfolioEditorPage', {
  title: 'Update Portfolio',
  loading: 'Loading your portfolio',
  livePreview: 'Live preview',
});
