import type { ReactNode } from 'react';
import { BRAND } from '#shared/catalog.ts';
import {
  BadgeCheckIcon,
  HeadsetIcon,
  LockIcon,
  MailIcon,
  PhoneIcon,
  ShieldIcon,
} from '#web/components/ui/icons.tsx';
import { LogoMark } from '#web/components/ui/logo.tsx';
import { paths } from '#web/config/paths.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { shellFooterText } from './footer.text';
import { LanguageSwitch } from './language-switch';

type Badge = 'securePlatform' | 'verifiedTrainers' | 'safePayments' | 'support';

const TRUST_BADGES: { label: Badge; icon: ReactNode }[] = [
  { label: 'securePlatform', icon: <ShieldIcon className="size-5" /> },
  { label: 'verifiedTrainers', icon: <BadgeCheckIcon className="size-5" /> },
  { label: 'safePayments', icon: <LockIcon className="size-5" /> },
  { label: 'support', icon: <HeadsetIcon className="size-5" /> },
];

export default function Footer() {
  const text = useText(shellFooterText);
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-300 [contain-intrinsic-size:auto_43rem] [content-visibility:auto]">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-3">
          <div>
            <Link
              to={paths.home}
              className="inline-flex items-center gap-2 rounded-lg text-xl font-extrabold text-white"
            >
              <LogoMark className="size-8" />
              {BRAND.name}
            </Link>
            <p className="mt-3 max-w-xs text-sm leading-6 text-slate-300">{text.tagline}</p>
          </div>

          <div>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {text.contactUs}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                <a
                  href={`mailto:${BRAND.supportEmail}`}
                  className="inline-flex min-h-8 items-center gap-2 rounded hover:text-white"
                >
                  <MailIcon className="size-4" />
                  {BRAND.supportEmail}
                </a>
              </li>
              <li>
                <a
                  href={`tel:${BRAND.supportPhone.replaceAll(' ', '')}`}
                  className="inline-flex min-h-8 items-center gap-2 rounded hover:text-white"
                >
                  <PhoneIcon className="size-4" />
                  {BRAND.supportPhone}
                </a>
              </li>
            </ul>
          </div>

          <div>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {text.why(BRAND.name)}
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-3 text-sm">
              {TRUST_BADGES.map((badge) => (
                <li
                  key={badge.label}
                  className="flex items-center gap-2 rounded-lg bg-slate-800 px-3 py-2 text-slate-200"
                >
                  <span className="text-brand-200">{badge.icon}</span>
                  {text[badge.label]}
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-10 border-t border-slate-700 pt-6 text-sm text-slate-400">
          <p>
            {text.rights(year, BRAND.name)}{' '}
            <Link to={paths.privacyNotice} className="font-semibold text-slate-200 underline">
              {text.privacyNotice}
            </Link>
          </p>
          <p className="mt-2 max-w-3xl leading-6">{text.disclaimer}</p>
          <p className="mt-4 flex items-center gap-3">
            {text.language}
            <LanguageSwitch className="inline-flex min-h-11 items-center rounded-lg border border-slate-600 px-4 font-semibold text-slate-100 hover:bg-slate-800" />
          </p>
        </div>
      </div>
    </footer>
  );
}
