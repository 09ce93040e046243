import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

const TRUST_BADGES: { label: string; icon: ReactNode }[] = [
  { label: 'Secure Platform', icon: <ShieldIcon className="size-5" /> },
  { label: 'Verified Trainers', icon: <BadgeCheckIcon className="size-5" /> },
  { label: 'Safe Payments', icon: <LockIcon className="size-5" /> },
  { label: '24/7 Support', icon: <HeadsetIcon className="size-5" /> },
];

export default function Footer() {
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
            <p className="mt-3 max-w-xs text-sm leading-6 text-slate-300">
              Your fitness journey, guided by certified trainers near you and online.
            </p>
          </div>

          <div>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact us</h2>
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
              Why {BRAND.name}
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-3 text-sm">
              {TRUST_BADGES.map((badge) => (
                <li
                  key={badge.label}
                  className="flex items-center gap-2 rounded-lg bg-slate-800 px-3 py-2 text-slate-200"
                >
                  <span className="text-brand-200">{badge.icon}</span>
                  {badge.label}
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-10 border-t border-slate-700 pt-6 text-sm text-slate-400">
          <p>
            © {year} {BRAND.name}. All rights reserved.{' '}
            <Link to={paths.privacyNotice} className="font-semibold text-slate-200 underline">
              Privacy notice
            </Link>
          </p>
          <p className="mt-2 max-w-3xl leading-6">
            Disclaimer: fitness results vary from person to person. Please consult a qualified
            healthcare professional before starting any exercise, training or nutrition programme.
          </p>
        </div>
      </div>
    </footer>
  );
}
