import type { ServiceKey } from '#shared/catalog.ts';
import { textOf } from '#shared/catalogue.ts';
import { type FieldErrors, fieldErrorsOf } from '#shared/field-errors.ts';
import type { Locale } from '#shared/locale.ts';
import { PACK_SCREEN_TEXT } from '#shared/pack-screen-messages.ts';
import { type ServiceOffers, serviceOffersSchema } from '#shared/portfolio.ts';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import { checkedIn } from '#shared/rules-language.ts';
import { isRefusal } from '#web/lib/api-client.ts';
import { type PackDraft, packDraftOf, packDraftProblems, packOfferOf } from './pack-offers-form';

/**
 * The services screen's order of the three services; their names are in servicesFormText
 * (docs/product/trainer-portfolio.md#services-management-screen).
 */
export const SERVICE_ROWS: readonly ServiceKey[] = ['personal', 'online', 'group'];

/** The price as typed: a number input's text, '' while empty or not a number. */
export type ServicesDraft = Record<
  ServiceKey,
  { enabled: boolean; price: string; packs?: PackDraft[] }
>;

/** The error map's key for a service's price, as the server names it too. */
export const priceField = (key: ServiceKey) => `${key}.price`;
/** The key of an error about the services as a whole ('Please enable at least one service'). */
export const WHOLE_FORM = 'body';

export function draftOf(offers: ServiceOffers): ServicesDraft {
  const row = (key: ServiceKey) => {
    const packs = offers[key].packs;
    return {
      enabled: offers[key].enabled,
      price: offers[key].price === null ? '' : String(offers[key].price),
      ...(packs ? { packs: packs.map(packDraftOf) } : {}),
    };
  };
  return { personal: row('personal'), group: row('group'), online: row('online') };
}

/** The request body of PUT /api/trainer/services; prices stay in rupees (the server stores paise). */
export function offersOf(draft: ServicesDraft): ServiceOffers {
  const row = (key: ServiceKey) => {
    const text = draft[key].price.trim();
    const price = text === '' ? null : Number(text);
    const packs = draft[key].packs;
    return {
      enabled: draft[key].enabled,
      price: price !== null && Number.isFinite(price) ? price : null,
      ...(packs ? { packs: packs.map((pack) => packOfferOf(pack, sessionPrice(draft, key))) } : {}),
    };
  };
  return { personal: row('personal'), group: row('group'), online: row('online') };
}

/** The session price as typed, in rupees; null until it is a number. */
export function sessionPrice(draft: ServicesDraft, key: ServiceKey): number | null {
  const text = draft[key].price.trim();
  const rupees = Number(text);
  return text !== '' && Number.isFinite(rupees) ? rupees : null;
}

/**
 * Every problem the shared rules find, keyed like the server's `errors`, in `locale`; for a pack
 * priced by a discount that does not work out yet, the editor's own word instead.
 */
export function servicesProblems(draft: ServicesDraft, locale: Locale = 'en'): FieldErrors {
  const problems = checkedIn(locale, () => {
    const result = serviceOffersSchema.safeParse(offersOf(draft));
    return result.success ? {} : fieldErrorsOf(result.error);
  });
  const messages = textOf(PACK_SCREEN_TEXT, locale);
  for (const key of SERVICE_ROWS) {
    Object.assign(
      problems,
      packDraftProblems(key, draft[key].packs ?? [], sessionPrice(draft, key), messages),
    );
  }
  return problems;
}

/** The failure toast: a refusal's own words (4xx), else the spec's generic alert. */
export function saveFailureMessage(
  error: unknown,
  failed: string = PORTFOLIO_MESSAGES.servicesSaveFailed,
): string {
  return isRefusal(error) && error.message ? error.message : failed;
}
