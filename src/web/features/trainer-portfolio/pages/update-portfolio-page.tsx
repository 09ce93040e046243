import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { offersInPerson, type PortfolioTab } from '#shared/portfolio.ts';
import type { TrainerPortfolio } from '#shared/portfolio-api.ts';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import { PortfolioPreview } from '#web/components/portfolio-preview.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { usePageTitle } from '#web/lib/seo.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useProfileData, useSavePortfolio } from '../api/profile-data';
import { BasicTab } from '../components/basic-tab';
import { ContactTab } from '../components/contact-tab';
import { EditorHeader } from '../components/editor-header';
import { GymTab } from '../components/gym-tab';
import { MediaTab } from '../components/media-tab';
import { ServicesTab } from '../components/services-tab';
import { SkillsTab } from '../components/skills-tab';
import { portfolioOf, usePortfolioForm } from '../portfolio-form';

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

/** Spec 02 "Portfolio editor": the trainer's portfolio, saved for admin review (decision 18). */
export default function UpdatePortfolioPage() {
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
  const showGym = offersInPerson(portfolio.services);
  const tabs = (Object.keys(TAB_LABELS) as PortfolioTab[]).filter(
    (key) => key !== 'gym' || showGym,
  );
  const activeTab = tab === 'gym' && !showGym ? 'services' : tab;

  const onSave = async () => {
    const problemTab = form.check();
    if (problemTab) {
      setTab(problemTab);
      void showToast('error', PORTFOLIO_MESSAGES.fixErrors);
      return;
    }
    try {
      const response = await save.mutateAsync(portfolio);
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
        <Tabs.Root value={activeTab} onValueChange={(value) => setTab(value as PortfolioTab)}>
          <Tabs.List
            aria-label="Portfolio sections"
            className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1"
          >
            {tabs.map((key) => (
              <Tabs.Trigger key={key} value={key} className={tabClass}>
                {TAB_LABELS[key]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
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
          <aside aria-label="Live preview" className="lg:sticky lg:top-20 lg:self-start">
            <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
              Live preview
            </p>
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
