import type { ReactNode } from 'react';
import { CATALOG_TEXT, SERVICE_KEYS, type Specialization } from '#shared/catalog.ts';
import { placeName } from '#shared/catalog-names.ts';
import { formatSlotLabel } from '#shared/ist.ts';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { formatRupees, rupeesToPaise } from '#shared/money.ts';
import type { Portfolio } from '#shared/portfolio.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { portfolioPreviewText } from './portfolio-preview.text';
import { buttonClass } from './ui/button-styles';

/**
 * The preview lists the first six times, then '+N more'
 * (docs/product/trainer-portfolio.md#live-preview).
 */
const PREVIEW_TIMES = 6;

interface PortfolioPreviewProps {
  portfolio: Portfolio;
  /** The trainer's real average, null without reviews (never an invented figure). */
  rating: number | null;
  reviewCount: number;
}

/**
 * What a portfolio will look like once published: the editor's live preview and the admin
 * console's review use this one rendering.
 */
export function PortfolioPreview({ portfolio, rating, reviewCount }: PortfolioPreviewProps) {
  const locale = useLocale();
  const text = useText(portfolioPreviewText);
  const catalog = useText(CATALOG_TEXT);
  const messages = useText(MESSAGES_TEXT);
  const enabled = SERVICE_KEYS.filter((key) => portfolio.services[key].enabled);
  const times = portfolio.availableTimes;
  const gym = portfolio.gymInfo;
  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white text-slate-800 shadow-sm">
      <header className="relative bg-slate-900 px-5 py-8 text-white">
        {portfolio.heroImage1 && (
          <img
            src={portfolio.heroImage1}
            alt=""
            className="absolute inset-0 size-full object-cover opacity-40"
          />
        )}
        <div className="relative">
          <p className="text-xl font-bold leading-tight">
            {portfolio.heroHeadlineLine1 || portfolio.name || text.yourName}
          </p>
          {portfolio.heroHeadlineLine2 && (
            <p className="text-xl font-bold leading-tight text-brand-200">
              {portfolio.heroHeadlineLine2}
            </p>
          )}
          {portfolio.heroDescription && (
            <p className="mt-2 text-sm text-slate-100">{portfolio.heroDescription}</p>
          )}
        </div>
      </header>

      <dl className="grid grid-cols-3 gap-2 border-b border-slate-100 p-4 text-center">
        <Stat
          label={text.years}
          value={portfolio.experience === null ? '–' : `${portfolio.experience}+`}
        />
        <Stat
          label={text.clients}
          value={portfolio.happyClients === null ? '–' : `${portfolio.happyClients}+`}
        />
        <Stat
          label={rating === null ? messages.noReviewsYet : text.reviews(reviewCount)}
          value={rating === null ? text.new : `★ ${rating.toFixed(1)}`}
        />
      </dl>

      <div className="space-y-5 p-5">
        <div className="rounded-xl border border-slate-200 p-3">
          <div className="flex items-center gap-3">
            {portfolio.profileImage ? (
              <img
                src={portfolio.profileImage}
                alt=""
                className="size-14 shrink-0 rounded-full object-cover"
              />
            ) : (
              <span className="size-14 shrink-0 rounded-full bg-slate-200" aria-hidden="true" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-slate-900">
                {portfolio.name || text.yourName}
              </p>
              <p className="text-sm break-words text-slate-600">{portfolio.title}</p>
              {portfolio.city && (
                <p className="text-xs text-slate-500">{placeName(portfolio.city, locale)}</p>
              )}
            </div>
          </div>
          <span
            className={buttonClass('primary', 'sm', 'pointer-events-none mt-3 w-full')}
            aria-hidden="true"
          >
            {text.bookSession}
          </span>
        </div>

        {portfolio.bio && (
          <Section title={text.about}>
            <p className="whitespace-pre-line text-sm text-slate-700">{portfolio.bio}</p>
          </Section>
        )}

        {portfolio.trainingLocations.myGym && gym.name && (
          <Section title={text.gym}>
            <p className="text-sm font-medium">{gym.name}</p>
            {gym.address && <p className="text-sm text-slate-600">{gym.address}</p>}
            {gym.membershipRequired && (
              <p className="text-sm text-slate-600">
                {text.membershipRequired}
                {gym.membershipDetails ? `: ${gym.membershipDetails}` : ''}
              </p>
            )}
          </Section>
        )}

        <ChipList
          title={text.specializations}
          items={portfolio.specializations.map(
            (name) => catalog.specialization[name as Specialization] ?? name,
          )}
        />
        <ChipList title={text.certifications} items={portfolio.certifications} />
        <ChipList title={text.achievements} items={portfolio.achievements} />

        {enabled.length > 0 && (
          <Section title={text.services}>
            <ul className="divide-y divide-slate-100 text-sm">
              {enabled.map((key) => {
                const price = portfolio.services[key].price;
                return (
                  <li key={key} className="flex justify-between py-1.5">
                    <span>{catalog.service[key]}</span>
                    <span className="font-semibold">
                      {price === null
                        ? '–'
                        : text.perSession(formatRupees(rupeesToPaise(price), locale))}
                    </span>
                  </li>
                );
              })}
            </ul>
          </Section>
        )}

        {times.length > 0 && (
          <Section title={text.availableTimes}>
            <ul className="flex flex-wrap gap-1.5 text-xs">
              {times.slice(0, PREVIEW_TIMES).map((time) => (
                <li key={time} className="rounded-full bg-slate-100 px-2.5 py-1">
                  {formatSlotLabel(time, locale)}
                </li>
              ))}
              {times.length > PREVIEW_TIMES && (
                <li className="px-1 py-1 text-slate-600">
                  {text.more(times.length - PREVIEW_TIMES)}
                </li>
              )}
            </ul>
          </Section>
        )}
      </div>
    </article>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-slate-50 px-2 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-1.5 text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function ChipList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Section title={title}>
      <ul className="flex flex-wrap gap-1.5 text-xs">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-900">
            {item}
          </li>
        ))}
      </ul>
    </Section>
  );
}
