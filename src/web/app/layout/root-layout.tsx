import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { trackPageView } from '#web/lib/analytics.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { Outlet, useLocation, useNavigationType } from '#web/lib/router/router.tsx';
import { useNearViewport } from '#web/lib/use-near-viewport.ts';
import { BecomeTrainerProvider, useOpenBecomeTrainer } from '../become-trainer';
import { shellLayoutText } from './layout.text';
import { Navbar } from './navbar';
import { PageErrorBoundary } from './page-error-boundary';
import { PrivacyPrompts } from './privacy-prompts';

// The footer is below the fold on every page, so its code (1 KiB gzipped) stays out of the
// listing's first JavaScript; a failed load leaves the page without a footer, nothing worse.
const Footer = lazy<ComponentType>(() => import('./footer').catch(() => ({ default: () => null })));

function LazyFooter() {
  const spot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(spot);
  return (
    <div ref={spot} className="mt-auto">
      {near && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
    </div>
  );
}

function useNavigationEffects() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const viewedPath = useRef<string | null>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    // A new page starts at its top; the first keeps its place: a visitor may have scrolled the
    // server-rendered page before its code arrived.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every route change is a page view
  useEffect(() => {
    // A page correcting its own address in place (the listing's online fallback) is no new view.
    if (navigationType === 'REPLACE' && viewedPath.current === pathname) return;
    viewedPath.current = pathname;
    // Sent once the page has set its own title, which may be after its chunk or data loads.
    trackPageView();
  }, [pathname, search]);
}

/**
 * docs/product/languages.md#choosing-the-language: signed in on another device, the app reopens
 * in the language the person chose.
 */
function useAccountLocale() {
  const chosen = useUser().user?.locale ?? null;
  const locale = useLocale();
  useEffect(() => {
    if (chosen === null || chosen === locale) return;
    void import('#web/lib/i18n/switch-locale.ts').then((module) =>
      module.followAccountLocale(chosen, locale),
    );
  }, [chosen, locale]);
}

function Shell() {
  const { pathname } = useLocation();
  const openBecomeTrainer = useOpenBecomeTrainer();
  const text = useText(shellLayoutText);
  useNavigationEffects();
  useAccountLocale();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow"
      >
        {text.skipToContent}
      </a>
      <Navbar onBecomeTrainer={openBecomeTrainer} />
      <main id="main" className="flex-1">
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <LazyFooter />
      <PrivacyPrompts />
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
