import type { ReactNode } from 'react';
import { BRAND } from '#shared/catalog.ts';
import { TRAINER_COMMISSION_PERCENT } from '#shared/fees.ts';
import { DASHBOARD_TERMS, OTHER_TERMS, PAYMENT_TERMS, type TermsItem } from '../terms-content';

function TermsList({ items }: { items: readonly TermsItem[] }) {
  return (
    <ul className="mt-3 space-y-3">
      {items.map((item) => (
        <li
          key={item.text}
          className={`text-sm leading-6 ${item.important ? 'rounded-lg border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-slate-900' : 'pl-4 text-slate-700'}`}
        >
          {item.important && (
            <span className="mr-2 inline-block rounded bg-amber-200 px-1.5 py-0.5 text-xs font-bold tracking-wide text-amber-950">
              IMPORTANT
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
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">
        Last updated {DASHBOARD_TERMS.updated} · Version {DASHBOARD_TERMS.version}
      </p>

      <Section title="Payment & Earnings">
        <div className="mt-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
          <h3 className="font-semibold text-brand-900">Current Fee Structure</h3>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            <div className="rounded-lg bg-white p-3">
              <dt className="text-sm text-slate-700">In-person sessions (personal and group)</dt>
              <dd className="text-2xl font-bold text-slate-900">
                {TRAINER_COMMISSION_PERCENT.personal}%
              </dd>
            </div>
            <div className="rounded-lg bg-white p-3">
              <dt className="text-sm text-slate-700">Online sessions</dt>
              <dd className="text-2xl font-bold text-slate-900">
                {TRAINER_COMMISSION_PERCENT.online}%
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-slate-700">
            The platform fee is a share of each completed session’s price, deducted from your
            earning. Payouts are processed every Friday.
          </p>
        </div>
        <TermsList items={PAYMENT_TERMS} />
      </Section>

      {OTHER_TERMS.map((section) => (
        <Section key={section.title} title={section.title}>
          <TermsList items={section.items} />
        </Section>
      ))}

      <section className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
        <h2 className="text-lg font-semibold text-slate-900">Questions and support</h2>
        <p className="mt-2 text-sm text-slate-700">
          Write to{' '}
          <a
            href={`mailto:${BRAND.supportEmail}`}
            className="font-semibold text-brand-800 underline"
          >
            {BRAND.supportEmail}
          </a>{' '}
          about these terms, a payout or a dispute with a client.
        </p>
        <p className="mt-3 text-sm font-medium text-slate-900">
          By using the trainer dashboard and accepting bookings on {BRAND.name}, you agree to these
          terms.
        </p>
      </section>
    </div>
  );
}
