import type { ReactNode } from 'react';
import { PRIVACY_NOTICE_VERSION } from '#shared/privacy-messages.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { useNotice } from '../api/notice';
import { privacyNoticeText } from './privacy-notice.text';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const list = 'list-disc space-y-1.5 pl-5';
const link = 'font-semibold text-brand-700 underline';

function Items({ items }: { items: readonly string[] }) {
  return (
    <ul className={list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A right in bold, then how to use it. */
function Right({ name, children }: { name: string; children: ReactNode }) {
  return (
    <li>
      <span className="font-semibold text-slate-900">{name}</span>: {children}
    </li>
  );
}

/**
 * `/privacy`: the plain-language notice (docs/product/privacy.md#the-notice), readable without
 * signing in, in the page's language. How long each kind of data is kept follows
 * docs/product/retention.md.
 */
export function PrivacyNotice() {
  const text = useText(privacyNoticeText);
  const { collect, keep, receive, rights } = text;
  const notice = useNotice();
  const officer = notice.data?.grievanceOfficer;
  return (
    <article className="mx-auto max-w-3xl space-y-10 px-4 py-10 text-slate-700 sm:px-6 lg:py-14">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{text.title}</h1>
        <p className="text-sm text-slate-600">{text.version(PRIVACY_NOTICE_VERSION)}</p>
        <p>{text.intro}</p>
      </header>

      <Part id="what-we-collect" title={collect.title}>
        {[collect.visitor, collect.client, collect.trainer].map((who) => (
          <div key={who.title} className="space-y-3">
            <h3 className="font-semibold text-slate-900">{who.title}</h3>
            <Items items={who.items} />
          </div>
        ))}
        <p>{collect.consent}</p>
      </Part>

      <Part id="how-long" title={keep.title}>
        <Items items={keep.items} />
      </Part>

      <Part id="who-receives" title={receive.title}>
        <p>{receive.intro}</p>
        <ul className={list}>
          {receive.recipients.map(({ who, what }) => (
            <Right key={who} name={who}>
              {what}
            </Right>
          ))}
        </ul>
      </Part>

      <Part id="your-rights" title={rights.title}>
        <ul className={list}>
          <Right name={rights.access.name}>{rights.access.text}</Right>
          <Right name={rights.correction.name}>
            {rights.correction.before}
            <Link to="/profile" className={link}>
              {rights.correction.link}
            </Link>
            {rights.correction.after}
          </Right>
          <Right name={rights.erasure.name}>{rights.erasure.text}</Right>
          <Right name={rights.withdraw.name}>
            {rights.withdraw.before}
            <Link to="/profile/privacy" className={link}>
              {rights.withdraw.link}
            </Link>
            {rights.withdraw.after}
          </Right>
          <Right name={rights.nominate.name}>{rights.nominate.text}</Right>
          <Right name={rights.grievance.name}>{rights.grievance.text}</Right>
        </ul>
      </Part>

      <Part id="grievance-officer" title={text.officer.title}>
        {officer ? (
          <p>
            {officer.name},{' '}
            <a href={`mailto:${officer.email}`} className={link}>
              {officer.email}
            </a>
          </p>
        ) : (
          <p>{notice.isError ? text.officer.loadFailed : text.officer.loading}</p>
        )}
        <p>{text.officer.board}</p>
      </Part>
    </article>
  );
}
