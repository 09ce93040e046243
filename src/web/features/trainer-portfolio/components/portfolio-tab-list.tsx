import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef } from 'react';
import type { PortfolioTab } from '#shared/portfolio.ts';
import { PORTFOLIO_TEXT } from '#shared/portfolio-messages.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { portfolioTabsText } from './portfolio-tab-list.text';

const tabClass =
  'inline-flex shrink-0 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-white/60 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

interface PortfolioTabListProps {
  tabs: readonly PortfolioTab[];
  activeTab: PortfolioTab;
  /** The tabs to mark: each holds a field that shows an error. */
  withErrors: readonly PortfolioTab[];
}

/**
 * The editor's tab bar (docs/product/trainer-portfolio.md#refused-saves): a tab holding an
 * error carries a mark, and its name says so ("Basic Info, has errors").
 */
export function PortfolioTabList({ tabs, activeTab, withErrors }: PortfolioTabListProps) {
  const text = useText(portfolioTabsText);
  const { tabHasErrors } = useText(PORTFOLIO_TEXT);
  const tabList = useRef<HTMLDivElement>(null);
  // On a phone the tab bar scrolls; a tab chosen by Save (the one with a problem) is shown.
  useEffect(() => {
    tabList.current
      ?.querySelector(`[data-tab="${activeTab}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeTab]);

  return (
    <div className="relative">
      <Tabs.List
        ref={tabList}
        aria-label={text.sections}
        className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 pr-8 sm:flex-wrap sm:pr-1"
      >
        {tabs.map((key) => {
          const marked = withErrors.includes(key);
          return (
            <Tabs.Trigger
              key={key}
              value={key}
              data-tab={key}
              aria-label={marked ? `${text.tabs[key]}, ${tabHasErrors}` : undefined}
              className={tabClass}
            >
              {text.tabs[key]}
              {marked && (
                <span
                  aria-hidden="true"
                  className="inline-flex size-4 items-center justify-center rounded-full bg-red-700 text-[11px] font-bold leading-none text-white"
                >
                  !
                </span>
              )}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-0 w-10 rounded-r-xl bg-gradient-to-l from-slate-100 sm:hidden"
      />
    </div>
  );
}
