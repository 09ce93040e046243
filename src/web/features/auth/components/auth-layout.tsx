import type { ReactNode } from 'react';
import { AuthAside } from './auth-aside';

/** The sign-in screens' card: the form's column beside the selling points. */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-0 sm:px-6 sm:py-10 lg:px-8">
      <div className="grid overflow-hidden bg-white shadow-sm sm:rounded-2xl sm:border sm:border-slate-200 lg:grid-cols-2">
        <div className="px-4 py-8 sm:px-10 sm:py-12">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{intro}</p>
          {children}
        </div>
        {/* After the form in reading order so a phone shows the form first; left on desktop. */}
        <div className="lg:order-first">
          <AuthAside />
        </div>
      </div>
    </div>
  );
}
