import { Suspense } from 'react';
import { SHELL_MESSAGES } from '#shared/shell-messages.ts';
import { startFromApproximateLocation } from '#web/features/discovery/location/use-visitor-location.ts';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from '#web/lib/router/router.tsx';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { withSignedInTexts } from '../lib/i18n/load-locale';
import { lazyPage } from '../lib/lazy-page';
import { RootLayout } from './layout/root-layout';
import { CityRoute, preloadCityLanding } from './routes/city-route';
import { HomeRoute, preloadListing } from './routes/home-route';

// Only signed-in pages need the guard: it loads with the first of them, not with the listing.
// Every screen behind it shows its texts in the page's language from its first render.
const RequireUser = lazyPage<{ loginToPay: string }>(() =>
  withSignedInTexts(() => import('./guards/require-user')).then((module) => ({
    default: module.RequireUser,
  })),
);
const AuthRoute = lazyPage(() => import('./routes/auth-route'));
const ForgotPasswordRoute = lazyPage(() => import('./routes/forgot-password-route'));
const ProfileRoute = lazyPage(() => import('./routes/profile-route'));
const UpdatePortfolioRoute = lazyPage(() => import('./routes/update-portfolio-route'));
const NotFoundRoute = lazyPage(() => import('./routes/not-found-route'));
const TrainerProfileRoute = lazyPage(() => import('./routes/trainer-profile-route'));
const SessionsRoute = lazyPage(() => import('./routes/sessions-route'));
const PacksRoute = lazyPage(() => import('./routes/packs-route'));
const PaymentRoute = lazyPage(() => import('./routes/payment-route'));
const ReviewRoute = lazyPage(() => import('./routes/review-route'));
const TrainerDashboardRoute = lazyPage(() => import('./routes/trainer-dashboard-route'));
const ServicesManagementRoute = lazyPage(() => import('./routes/services-management-route'));
const AdminRoute = lazyPage(() => import('./routes/admin-route'));
const ChatRoute = lazyPage(() => import('./routes/chat-route'));
const PrivacyNoticeRoute = lazyPage(() =>
  withSignedInTexts(() => import('./routes/privacy-notice-route')),
);

/** A screen tall while its chunk loads, so the footer does not show and then jump away. */
const tallFallback = (
  <div className="min-h-dvh">
    <PageSpinner />
  </div>
);

/** `/login` is the old sign-in address (the payment screen uses it); it keeps `returnTo`. */
function LoginRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.auth}${search}`} replace />;
}

/**
 * `/user-details` is the old sessions address
 * (docs/product/sessions-and-reviews.md#the-old-sessions-address); it keeps the router state.
 */
function UserDetailsRedirect() {
  const { state } = useLocation();
  return <Navigate to={paths.profileSessions} replace state={state} />;
}

/**
 * Readies a server-rendered page (docs/decisions/0048-server-rendering.md) for its first render,
 * on the server and before it hydrates: loads its lazily loaded screen, so that it renders in
 * one pass, and starts the listing from the location the server knows. `pathname` is without
 * the language prefix.
 */
export function preparePage(pathname: string): Promise<void> {
  if (pathname.startsWith('/trainer/')) return TrainerProfileRoute.preload();
  if (pathname.startsWith('/city/')) return preloadCityLanding();
  if (pathname === '/' || pathname === '/trainers') {
    startFromApproximateLocation();
    return preloadListing();
  }
  return Promise.resolve();
}

/** The routes of the app, under the browser's router or, on the server, a memory one. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="trainers" element={<HomeRoute />} />
        <Route path="auth" element={<AuthRoute />} />
        <Route path="auth/forgot-password" element={<ForgotPasswordRoute />} />
        <Route path="login" element={<LoginRedirect />} />
        <Route path="city/:city" element={<CityRoute />} />
        <Route path="city/:city/:specialization" element={<CityRoute />} />
        <Route
          path="trainer/:id"
          element={
            <Suspense fallback={tallFallback}>
              <TrainerProfileRoute />
            </Suspense>
          }
        />
        <Route path="chat/:chatId?" element={<ChatRoute />} />
        <Route path="privacy" element={<PrivacyNoticeRoute />} />
        <Route element={<RequireUser loginToPay={SHELL_MESSAGES.loginToPay} />}>
          <Route path="profile/sessions" element={<SessionsRoute />} />
          <Route path="profile/packs/*" element={<PacksRoute />} />
          {/* `profile/reminders` too: one route keeps a lazy chunk out of the listing's first JS */}
          <Route path="profile/:section?" element={<ProfileRoute />} />
          <Route path="update-portfolio" element={<UpdatePortfolioRoute />} />
          <Route path="user-details" element={<UserDetailsRedirect />} />
          <Route path="payment" element={<PaymentRoute />} />
          <Route path="booking/:bookingId/review" element={<ReviewRoute />} />
          <Route path="trainer-dashboard/:tab?" element={<TrainerDashboardRoute />} />
          <Route path="services-management" element={<ServicesManagementRoute />} />
          <Route path="admin" element={<AdminRoute />} />
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

/**
 * The browser's router (docs/decisions/0049-router.md). It listens to Back and Forward once the
 * first render (a transition) commits; before then the page has made no history entry of its
 * own to go back to.
 */
export function AppRouter({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes />
    </BrowserRouter>
  );
}
