import { BadgeCheckIcon, CalendarIcon, LockIcon } from '#web/components/ui/icons.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { authText } from '../auth.text';

/** Beside the catalogue's selling points, in their order. */
const ICONS = [
  <BadgeCheckIcon key="certified" className="size-5" />,
  <CalendarIcon key="scheduling" className="size-5" />,
  <LockIcon key="payments" className="size-5" />,
];

export function AuthAside() {
  const text = useText(authText);
  return (
    <div className="flex h-full flex-col justify-center bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-6 py-10 text-white sm:px-10 lg:py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Kasrat</p>
      <h2 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {text.asideHeading}
      </h2>
      <p className="mt-3 max-w-md text-brand-50">{text.asideText}</p>
      <ul className="mt-8 space-y-5">
        {text.sellingPoints.map((point, index) => (
          <li key={point.title} className="flex gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15 text-white">
              {ICONS[index]}
            </span>
            <div>
              <p className="font-semibold">{point.title}</p>
              <p className="text-sm text-brand-50">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
