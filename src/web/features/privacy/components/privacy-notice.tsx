import type { ReactNode } from 'react';
import { PRIVACY_NOTICE_EFFECTIVE, PRIVACY_NOTICE_VERSION } from '#shared/privacy-messages.ts';
import { Link } from '#web/lib/router/router.tsx';
import { useNotice } from '../api/notice';

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

/** Who receives what, and only when the person uses the part of Kasrat that needs it. */
const RECIPIENTS: readonly [string, string][] = [
  [
    'Razorpay, the payment gateway',
    'your name, e-mail, phone and the amount, to take a payment or make a refund; a trainer’s bank details for payouts',
  ],
  ['Our mail service', 'your e-mail address and the mail’s words (codes, booking mails, receipts)'],
  [
    'Zoom or Jitsi Meet, the meeting provider',
    'an online session’s time and a meeting link; what you say in a meeting is between you and them',
  ],
  [
    'OpenStreetMap’s tile servers',
    'the map area your browser shows, when you open a map (not your address)',
  ],
  [
    'WhatsApp (Meta)',
    'your mobile number and the reminder’s words, only if you turn WhatsApp reminders on',
  ],
  [
    'Your browser’s push service',
    'a reminder’s words, only if you turn on notifications on that device',
  ],
];

/**
 * `/privacy`: the plain-language notice (docs/product/privacy.md#the-notice), readable without
 * signing in. How long each kind of data is kept follows docs/product/retention.md.
 */
export function PrivacyNotice() {
  const notice = useNotice();
  const officer = notice.data?.grievanceOfficer;
  return (
    <article className="mx-auto max-w-3xl space-y-10 px-4 py-10 text-slate-700 sm:px-6 lg:py-14">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Privacy notice</h1>
        <p className="text-sm text-slate-600">
          Version {PRIVACY_NOTICE_VERSION}, in effect from {PRIVACY_NOTICE_EFFECTIVE}.
        </p>
        <p>
          Kasrat connects clients with fitness trainers in India. This notice says, in plain words,
          what personal data we collect, why, how long we keep it, who receives it, and how you use
          your rights under India’s Digital Personal Data Protection Act, 2023. Kasrat is for
          adults: you must be 18 or older to have an account.
        </p>
      </header>

      <Part id="what-we-collect" title="What we collect, and why">
        <h3 className="font-semibold text-slate-900">When you visit without an account</h3>
        <ul className={list}>
          <li>
            The pages you view and the searches you make, only if you allow anonymous usage
            analytics when asked. Without it we store nothing about your visit.
          </li>
          <li>
            Your approximate location, only if you let the browser share it to find trainers near
            you; it stays in your browser.
          </li>
        </ul>
        <h3 className="font-semibold text-slate-900">When you are a client</h3>
        <ul className={list}>
          <li>
            Your name, e-mail, password (stored only as a hash), and, if you add them, phone, birth
            date, city, gender and photo: to run your account.
          </li>
          <li>
            Bookings, the address of a home session, payments, refunds, invoices and session packs:
            to arrange and pay for sessions, and because the tax laws require the records.
          </li>
          <li>
            Chats with trainers and the reviews you write: to let you talk and help others choose.
          </li>
          <li>Reminder channels you turn on (e-mail, WhatsApp number, browser notifications).</li>
        </ul>
        <h3 className="font-semibold text-slate-900">When you are a trainer</h3>
        <ul className={list}>
          <li>
            Everything a client gives, plus your public portfolio: photos, services, prices,
            availability and qualifications.
          </li>
          <li>
            KYC: Aadhaar and PAN numbers and images, and bank details, kept encrypted; to verify you
            and pay you, and for TDS and GST records the law requires.
          </li>
          <li>Payouts, statements and tax documents.</li>
        </ul>
        <p>
          Consent is separate for what the service does not need: usage analytics and mail about
          offers and news are off until you turn them on, and you can turn them off at any time.
        </p>
      </Part>

      <Part id="how-long" title="How long we keep it">
        <ul className={list}>
          <li>
            Your account, bookings’ addresses, chats and reviews: while your account exists. When
            you delete it, your details are removed; messages and reviews stay signed “Deleted user”
            or “Former client”.
          </li>
          <li>
            Addresses on holds never paid for: 30 days. Sign-in codes and reset links: a day after
            they expire. Mails and messages we sent: 30 days after delivery. A copy of your data: 24
            hours after it is ready.
          </li>
          <li>Usage analytics (with consent): 13 months.</li>
          <li>
            Invoices, payments, refunds, payouts, TDS and GST records: 8 years after the end of the
            financial year, as the CGST Act and the Income-tax Act require; under a pseudonym once
            you leave.
          </li>
          <li>
            KYC documents and the Aadhaar number: 180 days after a trainer leaves or is rejected.
          </li>
          <li>
            Records of who reached whose data: 1 year. Consent records: while the account exists.
          </li>
        </ul>
      </Part>

      <Part id="who-receives" title="Who receives it">
        <p>
          We never sell your data. Other users see only what Kasrat shows them (a trainer sees a
          client’s name, and the address of a home session they booked). Beyond them:
        </p>
        <ul className={list}>
          {RECIPIENTS.map(([who, what]) => (
            <li key={who}>
              <span className="font-semibold text-slate-900">{who}</span>: {what}.
            </li>
          ))}
        </ul>
      </Part>

      <Part id="your-rights" title="Your rights, and how to use them">
        <ul className={list}>
          <li>
            <span className="font-semibold text-slate-900">Access</span>: Profile → Privacy →
            “Download my data” prepares a copy of everything we hold about you.
          </li>
          <li>
            <span className="font-semibold text-slate-900">Correction</span>: change your details on
            your{' '}
            <Link to="/profile" className={link}>
              profile
            </Link>
            .
          </li>
          <li>
            <span className="font-semibold text-slate-900">Erasure</span>: Profile → Privacy →
            “Delete my account”.
          </li>
          <li>
            <span className="font-semibold text-slate-900">Withdraw consent</span>: turn analytics
            or offers off in{' '}
            <Link to="/profile/privacy" className={link}>
              Profile → Privacy
            </Link>
            , as easily as you turned them on.
          </li>
          <li>
            <span className="font-semibold text-slate-900">Nominate</span>: you may name someone to
            use these rights if you die or cannot; write to the grievance officer.
          </li>
          <li>
            <span className="font-semibold text-slate-900">Grievance</span>: write to the grievance
            officer below; we answer within 90 days at the latest.
          </li>
        </ul>
      </Part>

      <Part id="grievance-officer" title="Grievance officer">
        {officer ? (
          <p>
            {officer.name},{' '}
            <a href={`mailto:${officer.email}`} className={link}>
              {officer.email}
            </a>
          </p>
        ) : (
          <p>
            {notice.isError
              ? 'The officer’s details could not be loaded. Please try again.'
              : 'Loading…'}
          </p>
        )}
        <p>
          If you are not satisfied with our answer, you may complain to the Data Protection Board of
          India.
        </p>
      </Part>
    </article>
  );
}
