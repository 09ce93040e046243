import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { toast } from 'react-hot-toast';
import { expect, onTestFinished, vi } from 'vitest';
import { configureAxe } from 'vitest-axe';
import type { AxeMatchers } from 'vitest-axe/matchers';
import * as axeMatchers from 'vitest-axe/matchers';
import { MemoryRouter, useLocation } from '#web/lib/router/router.tsx';
import { ToasterHost } from '#web/lib/toast.tsx';

declare module 'vitest' {
  interface Assertion extends AxeMatchers {}
  interface AsymmetricMatchersContaining extends AxeMatchers {}
}

expect.extend(axeMatchers);

// Each helper undoes its own work when the test finishes, not in a module-level afterEach: the
// suite keeps modules between files (isolate: false), so a hook registered on import would run
// for the first file that imported this module only.

/** Fixes the clock the page reads (Date only: timers still run, so user events and queries do). */
export function fixClock(iso: string) {
  vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

function LocationProbe({ into }: { into: { current: string } }) {
  const location = useLocation();
  into.current = location.pathname + location.search;
  return null;
}

/**
 * Renders a component inside what the app wraps every screen in: a fresh query cache (no
 * retries, so a refusal shows at once), a router at `route`, and the toaster. `location()`
 * reads where the page navigated to.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const where = { current: route };
  const user = userEvent.setup();
  onTestFinished(() => {
    cleanup();
    // the toaster's store outlives a render: one test's toasts must not show in the next
    toast.remove();
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter location={route}>
        {ui}
        <LocationProbe into={where} />
      </MemoryRouter>
      <ToasterHost />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient, location: () => where.current };
}

// A component is checked on its own, outside the layout's <main>, so the page-level rule that
// all content sits in landmarks cannot apply; colour contrast needs layout and is left to the
// browser journeys (vitest-axe turns it off).
const axe = configureAxe({ rules: { region: { enabled: false } } });

/** axe's rules that hold for a part of a page. */
export async function expectNoAxeViolations(element: Element = document.body) {
  expect(await axe(element)).toHaveNoViolations();
}
