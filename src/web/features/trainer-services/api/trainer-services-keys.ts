/** The trainer's own queries this screen reads; the portfolio editor's profile data included. */
export const trainerServicesKeys = {
  services: ['trainer', 'services'] as const,
  profileData: ['trainer', 'profile-data'] as const,
};
