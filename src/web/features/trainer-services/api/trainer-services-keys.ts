/** The trainer's services, as this screen reads them. */
export const trainerServicesKeys = {
  services: ['trainer', 'services'] as const,
};
