/** The build-time settings the page reads; Vite inlines them, so unset ones cost nothing. */
export const env = {
  gaMeasurementId: (import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined) || null,
  isDevelopment: import.meta.env.DEV,
} as const;
