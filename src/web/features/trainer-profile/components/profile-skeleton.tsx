import { useText } from '#web/lib/i18n/locale-context.ts';
import { trainerProfileText } from '../trainer-profile.text';
import { cardClass } from './profile-details';

const bar = 'rounded bg-slate-200';

/**
 * The page's own layout in grey while the trainer loads, at least a screen tall so the footer
 * stays below the fold and nothing visible moves when the profile arrives.
 */
export function ProfileSkeleton() {
  const text = useText(trainerProfileText);
  return (
    <div className="min-h-dvh animate-pulse" aria-busy="true">
      <p role="status" className="sr-only">
        {text.loading}
      </p>
      <div aria-hidden="true">
        <div className="border-b border-slate-200 bg-white">
          <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-2 lg:items-center lg:gap-12 lg:px-8 lg:py-14">
            <div>
              <div className={`h-4 w-48 ${bar}`} />
              <div className={`mt-3 h-9 w-64 ${bar}`} />
              <div className={`mt-3 h-5 w-28 ${bar}`} />
              <div className={`mt-7 h-7 w-72 max-w-full ${bar}`} />
              <div className={`mt-2 h-7 w-56 ${bar}`} />
              <div className={`mt-5 h-4 w-full max-w-xl ${bar}`} />
              <div className={`mt-2 h-4 w-4/5 max-w-md ${bar}`} />
              <div className={`mt-7 h-8 w-56 ${bar}`} />
              <div className="mt-6 h-12 w-44 rounded-lg bg-slate-300" />
            </div>
            <div className="lg:pb-8 lg:pl-8">
              <div className="aspect-[2/1] w-full rounded-2xl bg-slate-200" />
            </div>
          </div>
        </div>
        <div className="border-b border-slate-200 bg-slate-50">
          <div className="mx-auto grid max-w-7xl grid-cols-2 gap-px px-4 py-6 sm:px-6 lg:grid-cols-4 lg:px-8">
            {[0, 1, 2, 3].map((item) => (
              <div key={item} className="px-2 py-3 sm:px-4">
                <div className={`h-4 w-20 ${bar}`} />
                <div className={`mt-2 h-6 w-24 ${bar}`} />
              </div>
            ))}
          </div>
        </div>
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:items-start lg:px-8">
          <div className="space-y-6 lg:col-span-2">
            <div className={`${cardClass} h-72`} />
            <div className="grid gap-6 md:grid-cols-2">
              <div className={`${cardClass} h-40`} />
              <div className={`${cardClass} h-40`} />
            </div>
          </div>
          <div className={`${cardClass} h-96`} />
        </div>
      </div>
    </div>
  );
}
