import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState } from 'react';
import {
  offersInPerson,
  PORTFOLIO_TABS,
  type PortfolioTab,
  tabsWithErrors,
} from '#shared/portfolio.ts';
import type { TrainerPortfolio } from '#shared/portfolio-api.ts';
import { PORTFOLIO_TEXT } from '#shared/portfolio-messages.ts';
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
import { PortfolioTabList } from '#web/features/trainer-portfolio/components/portfolio-tab-list.tsx';
import { ServicesTab } from '#web/features/trainer-portfolio/components/services-tab.tsx';
import { SkillsTab } from '#web/features/trainer-portfolio/components/skills-tab.tsx';
import { portfolioOf, usePortfolioForm } from '#web/features/trainer-portfolio/portfolio-form.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { focusFirstProblem } from '#web/lib/reveal-field.ts';
import { usePageTitle } from '#web/lib/seo.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useUnsavedChangesWarning } from '#web/lib/use-unsaved-changes-warning.ts';
import { updatePortfolioText } from './update-portfolio-route.text';

/**
 * The portfolio editor: the trainer's portfolio, saved for admin review
 * (docs/product/trainer-portfolio.md).
 */
export default function UpdatePortfolioRoute() {
  const text = useText(updatePortfolioText);
  const messages = useText(PORTFOLIO_TEXT);
  usePageTitle(text.title);
  const loaded = useProfileData();
  if (loaded.isError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <LoadError
          error={loaded.error}
          message={messages.loadFailed}
          onRetry={() => loaded.refetch()}
        />
      </div>
    );
  }
  if (!loaded.data) return <PageSpinner label={text.loading} />;
  return <Editor trainer={loaded.data.trainer} />;
}

function Editor({ trainer }: { trainer: TrainerPortfolio }) {
  const locale = useLocale();
  const text = useText(updatePortfolioText);
  const messages = useText(PORTFOLIO_TEXT);
  const form = usePortfolioForm(portfolioOf(trainer));
  const save = useSavePortfolio();
  const [tab, setTab] = useState<PortfolioTab>('basic');
  const [previewOpen, setPreviewOpen] = useState(true);
  const { portfolio, errors, set } = form;
  const [savedPortfolio, setSavedPortfolio] = useState(portfolio);
  useUnsavedChangesWarning(JSON.stringify(portfolio) !== JSON.stringify(savedPortfolio));
  const showGym = offersInPerson(portfolio.services);
  const tabs = PORTFOLIO_TABS.filter((key) => key !== 'gym' || showGym);
  const activeTab = tab === 'gym' && !showGym ? 'services' : tab;
  const panels = useRef<HTMLDivElement>(null);
  // Counts the refused saves: each takes the trainer to the first field with a problem.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    // the opened tab's fields mount a render after the tab is selected
    const frame = requestAnimationFrame(() => {
      if (panels.current) focusFirstProblem(panels.current);
    });
    return () => cancelAnimationFrame(frame);
  }, [refusals]);

  const refuse = (problemTab: PortfolioTab) => {
    setTab(problemTab);
    setRefusals((count) => count + 1);
    void showToast('error', messages.fixErrors);
  };

  const onSave = async () => {
    const problemTab = form.check();
    if (problemTab) {
      refuse(problemTab);
      return;
    }
    try {
      const response = await save.mutateAsync(portfolio);
      setSavedPortfolio(portfolio);
      // the server words it in English; a Hindi page says the catalogue's Hindi of it
      void showToast('success', locale === 'en' ? response.message : messages.saved);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        refuse(form.refused(error.errors));
      } else {
        void showToast('error', messages.saveFailed);
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
          <PortfolioTabList
            tabs={tabs}
            activeTab={activeTab}
            withErrors={tabsWithErrors(errors).filter((key) => tabs.includes(key))}
          />
          <div
            ref={panels}
            className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
          >
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
          <aside
            aria-label={text.livePreview}
            className="min-w-0 lg:sticky lg:top-20 lg:self-start"
          >
            <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
              {text.livePreview}
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
