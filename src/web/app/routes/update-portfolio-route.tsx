import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState } from 'react';
import { offersInPerson, type PortfolioTab } from '#shared/portfolio.ts';
import type { TrainerPortfolio } from '#shared/portfolio-api.ts';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import { PortfolioPreview } from '#web/components/portfolio-preview.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import {
  useProfileData,
  useSavePortfolio,
} from '#web/features/trainer-portfolio/api/profile-data.ts';
import { BasicTab } from '#web/features/trainer-portfolio/components/basic-tab.tsx';
import { ContactTab } from '#web/features/trainer-portfolio/components/contact-tab.tsx';
import { EditorHeader } from '#web/features/trainer-portfolio/components/editor-header.tsx';
import { GymTab } from '#web/features/trainer-portfolio/components/gym-tab.tsx';
import { MediaTab } from '#web/features/trainer-portfolio/components/media-tab.tsx';
import { ServicesTab } from '#web/features/trainer-portfolio/components/services-tab.tsx';
import { SkillsTab } from '#web/features/trainer-portfolio/components/skills-tab.tsx';
import { portfolioOf, usePortfolioForm } from '#web/features/trainer-portfolio/portfolio-form.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { usePageTitle } from '#web/lib/seo.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useUnsavedChangesWarning } from '#web/lib/use-unsaved-changes-warning.ts';

const TAB_LABELS: Record<PortfolioTab, string> = {
  basic: 'Basic Info',
  skills: 'Skills & Certifications',
  media: 'Photos & Gallery',
  services: 'Services & Pricing',
  gym: 'Gym Information',
  contact: 'Contact & Social',
};

const tabClass =
  'shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-white/60 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

/**
 * The portfolio editor: the trainer's portfolio, saved for admin review
 * (docs/product/trainer-portfolio.md).
 */
export default function UpdatePortfolioRoute() {
  usePageTitle('Update Portfolio');
  const loaded = useProfileData();
  if (loaded.isError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <LoadError
          error={loaded.error}
          message={PORTFOLIO_MESSAGES.loadFailed}
          onRetry={() => loaded.refetch()}
        />
      </div>
    );
  }
  if (!loaded.data) return <PageSpinner label="Loading your portfolio" />;
  return <Editor trainer={loaded.data.trainer} />;
}

function Editor({ trainer }: { trainer: TrainerPortfolio }) {
  const form = usePortfolioForm(portfolioOf(trainer));
  const save = useSavePortfolio();
  const [tab, setTab] = useState<PortfolioTab>('basic');
  const [previewOpen, setPreviewOpen] = useState(true);
  const { portfolio, errors, set } = form;
  const [savedPortfolio, setSavedPortfolio] = useState(portfolio);
  useUnsavedChangesWarning(JSON.stringify(portfolio) !== JSON.stringify(savedPortfolio));
  const showGym = offersInPerson(portfolio.services);
  const tabs = (Object.keys(TAB_LABELS) as PortfolioTab[]).filter(
    (key) => key !== 'gym' || showGym,
  );
  const activeTab = tab === 'gym' && !showGym ? 'services' : tab;
  const tabList = useRef<HTMLDivElement>(null);
  // On a phone the tab bar scrolls; a tab chosen by Save (the one with a problem) is shown.
  useEffect(() => {
    tabList.current
      ?.querySelector(`[data-tab="${activeTab}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeTab]);

  const onSave = async () => {
    const problemTab = form.check();
    if (problemTab) {
      setTab(problemTab);
      void showToast('error', PORTFOLIO_MESSAGES.fixErrors);
      return;
    }
    try {
      const response = await save.mutateAsync(portfolio);
      setSavedPortfolio(portfolio);
      void showToast('success', response.message);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        setTab(form.refused(error.errors));
        void showToast('error', PORTFOLIO_MESSAGES.fixErrors);
      } else {
        void showToast('error', PORTFOLIO_MESSAGES.saveFailed);
      }
    }
  };

  const tabProps = { portfolio, errors, set };
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <EditorHeader
        portfolio={portfolio}
        status={trainer.portfolioStatus}
        rejectionReason={trainer.rejectionReason}
        saving={save.isPending}
        onSave={onSave}
        previewOpen={previewOpen}
        onTogglePreview={() => setPreviewOpen((open) => !open)}
      />
      <div className={`mt-6 grid gap-6 ${previewOpen ? 'lg:grid-cols-[minmax(0,1fr)_380px]' : ''}`}>
        <Tabs.Root
          value={activeTab}
          onValueChange={(value) => setTab(value as PortfolioTab)}
          className="min-w-0"
        >
          <div className="relative">
            <Tabs.List
              ref={tabList}
              aria-label="Portfolio sections"
              className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 pr-8 sm:flex-wrap sm:pr-1"
            >
              {tabs.map((key) => (
                <Tabs.Trigger key={key} value={key} data-tab={key} className={tabClass}>
                  {TAB_LABELS[key]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-0 w-10 rounded-r-xl bg-gradient-to-l from-slate-100 sm:hidden"
            />
          </div>
          <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
            <Tabs.Content value="basic">
              <BasicTab {...tabProps} />
            </Tabs.Content>
            <Tabs.Content value="skills">
              <SkillsTab {...tabProps} />
            </Tabs.Content>
            <Tabs.Content value="media">
              <MediaTab {...tabProps} />
            </Tabs.Content>
            <Tabs.Content value="services">
              <ServicesTab {...tabProps} />
            </Tabs.Content>
            {showGym && (
              <Tabs.Content value="gym">
                <GymTab {...tabProps} />
              </Tabs.Content>
            )}
            <Tabs.Content value="contact">
              <ContactTab {...tabProps} />
            </Tabs.Content>
          </div>
        </Tabs.Root>
        {previewOpen && (
          <aside aria-label="Live preview" className="min-w-0 lg:sticky lg:top-20 lg:self-start">
            <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
              Live preview
            </h2>
            <PortfolioPreview
              portfolio={portfolio}
              rating={trainer.rating}
              reviewCount={trainer.reviewCount}
            />
          </aside>
        )}
      </div>
    </div>
  );
}
