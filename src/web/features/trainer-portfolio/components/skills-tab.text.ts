import { catalogue } from '#shared/catalogue.ts';

export const portfolioSkillsText = catalogue('portfolioSkillsTab', {
  specializations: 'Specializations',
  certifications: 'Certifications',
  addCertification: 'Add a certification',
  achievements: 'Achievements',
  addAchievement: 'Add an achievement',
});
