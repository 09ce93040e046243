import { Link } from 'react-router';
import { CITIES } from '#shared/catalog.ts';
import { LISTING_FAQ } from '#shared/listing-faq.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';

/** The listing's FAQ and closing call to action, with links to the city pages. */
export default function ListingClosing({ online }: { online: boolean }) {
  return (
    <>
      <section aria-labelledby="faq-heading" className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
          <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Frequently asked questions
          </h2>
          <dl className="mt-6 space-y-6">
            {LISTING_FAQ.map((item) => (
              <div key={item.question}>
                <dt className="font-semibold text-slate-900">{item.question}</dt>
                <dd className="mt-2 leading-7 text-slate-700">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="closing-heading" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="closing-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Ready to start training?
          </h2>
          <p className="mt-3 max-w-2xl text-brand-50">
            Book a certified trainer near you, or train live online from anywhere in India. Free
            cancellation up to 24 hours before your session.
          </p>
          {!online && (
            <Link to={paths.onlineTrainers} className={buttonClass('light', 'lg', 'mt-6')}>
              Explore Online Training
            </Link>
          )}
          <h3 className="mt-10 text-sm font-semibold tracking-wide text-brand-100 uppercase">
            Trainers by city
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {CITIES.map((city) => (
              <li key={city.slug}>
                <Link
                  to={paths.city(city.slug)}
                  className="inline-flex min-h-10 items-center rounded-full border border-brand-200/40 px-4 text-sm font-medium hover:bg-white/10"
                >
                  {city.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
