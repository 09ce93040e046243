import { CATALOG_TEXT, CITIES } from '#shared/catalog.ts';
import { LISTING_FAQ_TEXT } from '#shared/listing-faq.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { listingClosingText } from './listing-closing.text';

/** The listing's FAQ and closing call to action, with links to the city pages. */
export default function ListingClosing({ online }: { online: boolean }) {
  const text = useText(listingClosingText);
  const { questions } = useText(LISTING_FAQ_TEXT);
  const cityNames = useText(CATALOG_TEXT).city;
  return (
    <>
      <section aria-labelledby="faq-heading" className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
          <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {text.faq}
          </h2>
          <dl className="mt-6 space-y-6">
            {questions.map((item) => (
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
            {text.ready}
          </h2>
          <p className="mt-3 max-w-2xl text-brand-50">{text.text}</p>
          {!online && (
            <Link to={paths.onlineTrainers} className={buttonClass('light', 'lg', 'mt-6')}>
              {text.exploreOnline}
            </Link>
          )}
          <h3 className="mt-10 text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {text.byCity}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {CITIES.map((city) => (
              <li key={city.slug}>
                <Link
                  to={paths.city(city.slug)}
                  className="inline-flex min-h-10 items-center rounded-full border border-brand-200/40 px-4 text-sm font-medium hover:bg-white/10"
                >
                  {cityNames[city.slug] ?? city.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
