/**
 * The trainer's portfolio as the editor loads it; the services screen and the dashboard read
 * its review state too, and a services save refreshes it (decision 19).
 */
export const profileDataKey = ['trainer', 'profile-data'] as const;
