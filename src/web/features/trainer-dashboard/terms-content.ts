/**
 * The trainer terms of the dashboard's T&C tab (their text is terms-content.text.ts), version 1.0
 * of August 2025. The become-trainer dialog keeps its own version 2.0
 * (docs/product/trainer-portfolio.md#terms-acceptance).
 */
export const DASHBOARD_TERMS = { version: '1.0', updated: '2025-08-01' } as const;

export interface TermsItem {
  text: string;
  /** Shown with an IMPORTANT flag: a rule whose breach stops payouts or the account. */
  important?: boolean;
}

export interface TermsSection {
  title: string;
  items: readonly TermsItem[];
}
