import { useMemo, useState } from 'react';
import {
  firstTabWithErrors,
  PORTFOLIO_KEYS,
  type Portfolio,
  type PortfolioTab,
  portfolioErrors,
} from '#shared/portfolio.ts';
import { visibleErrors } from '#web/lib/form-errors.ts';
import { useLocale } from '#web/lib/i18n/locale-context.ts';

export type SetField = <K extends keyof Portfolio>(field: K, value: Portfolio[K]) => void;

/** The portfolio without the review state and figures the server adds around it. */
export function portfolioOf(source: Portfolio): Portfolio {
  return Object.fromEntries(PORTFOLIO_KEYS.map((key) => [key, source[key]])) as Portfolio;
}

const topField = (path: string) => path.split('.')[0] ?? path;

/** The pins are checked against the city, so changing the city shows (or clears) their messages. */
const ALSO_CHANGES: Partial<Record<keyof Portfolio, string[]>> = { city: ['location', 'gymInfo'] };

/**
 * The editor's state. A field's messages show once the user has changed it, and all of
 * them after a save was tried; the rules are the shared ones the server applies, in the page's
 * language. Messages
 * the server sent stay on their field until the user changes it.
 */
export function usePortfolioForm(initial: Portfolio) {
  const locale = useLocale();
  const [portfolio, setPortfolio] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const ruleErrors = useMemo(() => portfolioErrors(portfolio, locale), [portfolio, locale]);
  const errors = useMemo(
    () => visibleErrors(ruleErrors, submitted ? 'all' : touched, serverErrors, topField),
    [ruleErrors, serverErrors, submitted, touched],
  );

  const set: SetField = (field, value) => {
    const changed: string[] = [field, ...(ALSO_CHANGES[field] ?? [])];
    setPortfolio((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set([...current, ...changed]));
    setServerErrors((current) => {
      const rest = Object.entries(current).filter(([path]) => !changed.includes(topField(path)));
      return rest.length === Object.keys(current).length ? current : Object.fromEntries(rest);
    });
  };

  return {
    portfolio,
    errors,
    set,
    /** The tab to open when the portfolio cannot be saved as it is, else null. */
    check(): PortfolioTab | null {
      setSubmitted(true);
      return Object.keys(ruleErrors).length > 0 ? firstTabWithErrors(ruleErrors) : null;
    },
    /** Shows the server's field messages; returns the tab to open. */
    refused(fieldErrors: Record<string, string>): PortfolioTab {
      setServerErrors(fieldErrors);
      return firstTabWithErrors(fieldErrors);
    },
  };
}
