import type { ReactNode } from 'react';
import { BRAND } from '#shared/catalog.ts';
import { TRAINER_COMMISSION_PERCENT } from '#shared/fees.ts';
import { dateFormat } from '#shared/intl.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { DASHBOARD_TERMS, type TermsItem } from '../terms-content';
import { termsText } from '../terms-content.text';
import { termsTabText } from './terms-tab.text';

const MONTH_YEAR = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

function TermsList({ items }: { items: readonly TermsItem[] }) {
  const text = useText(termsTabText);
  return (
    <ul className="mt-3 space-y-3">
      {items.map((item) => (
        <li
          key={item.text}
          className={`text-sm leading-6 ${item.important ? 'rounded-lg border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-slate-900' : 'pl-4 text-slate-700'}`}
        >
          {item.important && (
            <span className="mr-2 inline-block rounded bg-amber-200 px-1.5 py-0.5 text-xs font-bold tracking-wide text-amber-950">
              {text.important}
            </span>
          )}
          {item.text}
        </li>
      ))}
    </ul>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** The T&C tab, with both trainer fee rates (docs/product/trainer-dashboard.md#terms-tab). */
export function TermsTab() {
  const locale = useLocale();
  const text = useText(termsTabText);
  const terms = useText(termsText);
  const updated = dateFormat(locale, MONTH_YEAR).format(new Date(DASHBOARD_TERMS.updated));
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">{text.lastUpdated(updated, DASHBOARD_TERMS.version)}</p>

      <Section title={text.payment}>
        <div className="mt-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
          <h3 className="font-semibold text-brand-900">{text.feeStructure}</h3>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            <div className="rounded-lg bg-white p-3">
              <dt className="text-sm text-slate-700">{text.inPerson}</dt>
              <dd className="text-2xl font-bold text-slate-900">
                {TRAINER_COMMISSION_PERCENT.personal}%
              </dd>
            </div>
            <div className="rounded-lg bg-white p-3">
              <dt className="text-sm text-slate-700">{text.online}</dt>
              <dd className="text-2xl font-bold text-slate-900">
                {TRAINER_COMMISSION_PERCENT.online}%
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-slate-700">{text.feeNote}</p>
        </div>
        <TermsList items={terms.payment} />
      </Section>

      {terms.sections.map((section) => (
        <Section key={section.title} title={section.title}>
          <TermsList items={section.items} />
        </Section>
      ))}

      <section className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
        <h2 className="text-lg font-semibold text-slate-900">{text.support}</h2>
        <p className="mt-2 text-sm text-slate-700">
          {text.writeToStart}
          <a
            href={`mailto:${BRAND.supportEmail}`}
            className="font-semibold text-brand-800 underline"
          >
            {BRAND.supportEmail}
          </a>
          {text.writeToEnd}
        </p>
        <p className="mt-3 text-sm font-medium text-slate-900">{text.agree(BRAND.name)}</p>
      </section>
    </div>
  );
}
