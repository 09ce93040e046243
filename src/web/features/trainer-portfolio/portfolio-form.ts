import { useMemo, useState } from 'react';
import {
  firstTabWithErrors,
  type Portfolio,
  type PortfolioTab,
  portfolioErrors,
} from '../../../shared/portfolio';

export type SetField = <K extends keyof Portfolio>(field: K, value: Portfolio[K]) => void;

/** The portfolio without the review state and figures the server adds around it. */
export function portfolioOf(source: Portfolio): Portfolio {
  return {
    name: source.name,
    title: source.title,
    heroHeadlineLine1: source.heroHeadlineLine1,
    heroHeadlineLine2: source.heroHeadlineLine2,
    heroDescription: source.heroDescription,
    bio: source.bio,
    city: source.city,
    location: source.location,
    experience: source.experience,
    happyClients: source.happyClients,
    specializations: source.specializations,
    certifications: source.certifications,
    achievements: source.achievements,
    heroImage1: source.heroImage1,
    heroImage2: source.heroImage2,
    profileImage: source.profileImage,
    listingImage: source.listingImage,
    services: source.services,
    phone: source.phone,
    email: source.email,
    website: source.website,
    instagram: source.instagram,
    youtube: source.youtube,
    availableTimes: source.availableTimes,
    trainingLocations: source.trainingLocations,
    gymInfo: source.gymInfo,
  };
}

const topField = (path: string) => path.split('.')[0] ?? path;

/**
 * The editor's state. A field's messages show once the user has changed it, and all of
 * them after a save was tried; the rules are the shared ones the server applies. Messages
 * the server sent stay on their field until the user changes it.
 */
export function usePortfolioForm(initial: Portfolio) {
  const [portfolio, setPortfolio] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const ruleErrors = useMemo(() => portfolioErrors(portfolio), [portfolio]);
  const errors = useMemo(() => {
    const shown: Record<string, string> = {};
    for (const [path, message] of Object.entries(ruleErrors)) {
      if (submitted || touched.has(topField(path))) shown[path] = message;
    }
    return { ...serverErrors, ...shown };
  }, [ruleErrors, serverErrors, submitted, touched]);

  const set: SetField = (field, value) => {
    setPortfolio((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
    setServerErrors((current) => {
      const rest = Object.entries(current).filter(([path]) => topField(path) !== field);
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
