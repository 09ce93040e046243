export const paths = {
  home: '/',
  trainers: '/trainers',
  onlineTrainers: '/trainers?service=online',
  trainer: (id: string) => `/trainer/${encodeURIComponent(id)}`,
  city: (city: string, specialization?: string) =>
    `/city/${encodeURIComponent(city)}${specialization ? `/${encodeURIComponent(specialization)}` : ''}`,
  auth: '/auth',
  forgotPassword: '/auth/forgot-password',
  login: '/login',
  profile: '/profile',
  profileSessions: '/profile/sessions',
  profileReminders: '/profile/reminders',
  profilePrivacy: '/profile/privacy',
  privacyNotice: '/privacy',
  profilePacks: '/profile/packs',
  payment: '/payment',
  bookingReview: (bookingId: string) => `/booking/${encodeURIComponent(bookingId)}/review`,
  updatePortfolio: '/update-portfolio',
  trainerDashboard: '/trainer-dashboard',
  servicesManagement: '/services-management',
  chat: '/chat',
  chatConversation: (chatId: string) => `/chat/${encodeURIComponent(chatId)}`,
  admin: '/admin',
} as const;

/** `/auth` with the page to come back to after signing in. */
export function authPath(returnTo?: string): string {
  if (!returnTo || returnTo === '/') return paths.auth;
  return `${paths.auth}?${new URLSearchParams({ returnTo })}`;
}

/**
 * Only a path on this site may be a return target, so a crafted link cannot send a user
 * who just signed in to another origin: `//evil.example` and `/\evil.example` are
 * protocol-relative in browsers and are refused like absolute URLs.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value?.startsWith('/')) return paths.home;
  if (value.startsWith('//') || value.startsWith('/\\')) return paths.home;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\u0000-\u001f\u007f]/.test(value)) return paths.home;
  return value;
}
