/**
 * The trainer's portfolio as the editor loads it; the services screen and the dashboard read
 * its review state too, and a services save refreshes it
 * (docs/product/trainer-portfolio.md#services-management-screen).
 */
export const profileDataKey = ['trainer', 'profile-data'] as const;
