import { placeName } from '#shared/catalog-names.ts';
import type { TrainerProfile } from '#shared/discovery-types.ts';
import { fromPricePaise } from '#shared/from-price.ts';
import { formatRupees } from '#shared/money.ts';
import { BookingFullNotice } from '#web/components/ui/booking-full-notice.tsx';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { CalendarIcon, MapPinIcon } from '#web/components/ui/icons.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { profileHeadline, profileTitle } from '../profile-view';
import { trainerProfileText } from '../trainer-profile.text';

/** The demo scenes are 1200×600; an uploaded hero image is cropped to the same 2:1 frame. */
const HERO_WIDTH = 1200;
const HERO_HEIGHT = 600;

export function ProfileHero({ trainer, onBook }: { trainer: TrainerProfile; onBook: () => void }) {
  const locale = useLocale();
  const text = useText(trainerProfileText).hero;
  const [line1, line2] = profileHeadline(trainer, locale);
  // Null with no service enabled: the trainer cannot be booked, so no price is shown.
  const price = fromPricePaise(trainer.services);
  return (
    <section aria-labelledby="trainer-name" className="border-b border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-2 lg:items-center lg:gap-12 lg:px-8 lg:py-14">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {profileTitle(trainer, locale)}
          </p>
          <h1
            id="trainer-name"
            className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {trainer.name}
          </h1>
          {trainer.city && (
            <p className="mt-2 flex items-center gap-1.5 text-slate-600">
              <MapPinIcon className="size-4" />
              {placeName(trainer.city, locale)}
            </p>
          )}
          <p className="mt-6 text-2xl leading-tight font-bold text-balance sm:text-3xl">
            <span className="block text-slate-900">{line1}</span>
            <span className="block text-brand-700">{line2}</span>
          </p>
          {trainer.heroDescription && (
            <p className="mt-4 max-w-xl text-slate-700">{trainer.heroDescription}</p>
          )}
          {price !== null && (
            <p className="mt-6 flex items-baseline gap-2">
              <span className="text-sm text-slate-600">{text.from}</span>
              <span className="text-3xl font-extrabold text-slate-900">
                {formatRupees(price, locale)}
              </span>
              <span className="text-sm text-slate-600">{text.perSession}</span>
            </p>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" onClick={onBook} className={buttonClass('primary', 'lg')}>
              <CalendarIcon className="size-5" />
              {text.bookSession}
            </button>
          </div>
          {trainer.bookingfull && <BookingFullNotice className="mt-6 max-w-xl" />}
        </div>
        <div className="relative lg:pb-8 lg:pl-8">
          {trainer.heroImage1 ? (
            <img
              src={trainer.heroImage1}
              alt=""
              width={HERO_WIDTH}
              height={HERO_HEIGHT}
              loading="eager"
              fetchPriority="high"
              className="aspect-[2/1] w-full rounded-2xl bg-slate-200 object-cover shadow-sm"
            />
          ) : (
            <div className="aspect-[2/1] w-full rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900" />
          )}
          {trainer.heroImage2 && (
            <img
              src={trainer.heroImage2}
              alt=""
              width={HERO_WIDTH}
              height={HERO_HEIGHT}
              loading="lazy"
              decoding="async"
              className="absolute bottom-0 left-0 hidden aspect-[2/1] w-2/5 rounded-xl border-4 border-white bg-slate-200 object-cover shadow-lg lg:block"
            />
          )}
        </div>
      </div>
    </section>
  );
}
