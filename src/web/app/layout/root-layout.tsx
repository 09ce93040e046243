import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { trackPageView } from '#web/lib/analytics.ts';
import { BecomeTrainerProvider, useOpenBecomeTrainer } from '../become-trainer';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageErrorBoundary } from './page-error-boundary';

function useNavigationEffects() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts at its top
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every route change is a page view
  useEffect(() => {
    // Sent once the page has set its own title, which may be after its chunk or data loads.
    trackPageView();
  }, [pathname, search]);
}

function Shell() {
  const { pathname } = useLocation();
  const openBecomeTrainer = useOpenBecomeTrainer();
  useNavigationEffects();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow"
      >
        Skip to content
      </a>
      <Navbar onBecomeTrainer={openBecomeTrainer} />
      <main id="main" className="flex-1">
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

export function RootLayout() {
  return (
    <BecomeTrainerProvider>
      <Shell />
    </BecomeTrainerProvider>
  );
}
