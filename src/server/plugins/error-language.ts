import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '#shared/locale.ts';
import { localisedErrors, localisedMessage } from '#shared/localised-messages.ts';
import '#shared/locales/hi/index.ts';

/**
 * The language a request's `Accept-Language` puts first, among ours; English when it names
 * neither. Example: 'hi-IN,hi;q=0.9,en;q=0.8' → 'hi'; 'en-GB,hi;q=0.5' → 'en'.
 */
export function preferredLocale(acceptLanguage: string | undefined): Locale {
  let best: { locale: Locale; quality: number } | null = null;
  for (const range of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...parameters] = range.trim().split(';');
    const locale = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(locale)) continue;
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (quality > 0 && (!best || quality > best.quality)) best = { locale, quality };
  }
  return best?.locale ?? 'en';
}

/**
 * onSend: a refusal in our one error shape reaches a Hindi page in Hindi
 * (docs/product/languages.md#what-is-translated): its message and each field's, when they are
 * catalogue messages. An English request's body is sent as it was written.
 */
export async function localiseErrorBody(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  reply.header('vary', varyWithLanguage(reply.getHeader('vary')));
  const locale = preferredLocale(request.headers['accept-language']);
  if (locale === 'en' || !payload.startsWith('{')) return payload;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (!isErrorBody(body)) return payload;
  return JSON.stringify({
    ...body,
    message: localisedMessage(body.message, locale),
    ...(body.errors && { errors: localisedErrors(body.errors, locale) }),
  });
}

interface ErrorBody {
  success: false;
  message: string;
  errors?: Record<string, string>;
}

function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  const errors = candidate.errors;
  return (
    candidate.success === false &&
    typeof candidate.message === 'string' &&
    (errors === undefined ||
      (typeof errors === 'object' &&
        errors !== null &&
        Object.values(errors).every((value) => typeof value === 'string')))
  );
}

/** A cache keeps an English and a Hindi refusal of the same address apart. */
function varyWithLanguage(current: ReturnType<FastifyReply['getHeader']>): string {
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-language')) {
    return names.join(', ');
  }
  return [...names, 'Accept-Language'].join(', ');
}
