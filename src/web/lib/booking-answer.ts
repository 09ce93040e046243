import { BOOKING_TEXT } from '#shared/booking-messages.ts';
import { MOVE_TEXT } from '#shared/booking-move-messages.ts';
import type { Catalogue } from '#shared/catalogue.ts';
import type { Locale } from '#shared/locale.ts';
import { PACK_TEXT } from '#shared/pack-messages.ts';
import { translateMessage } from '#shared/translate-message.ts';
import { REPEAT_TEXT } from '#shared/weekly-repeat-messages.ts';

/** The catalogues a booking action's answer comes from (cancel, attend, move, repeat, credits). */
const ANSWERS: readonly Catalogue<object>[] = [BOOKING_TEXT, MOVE_TEXT, PACK_TEXT, REPEAT_TEXT];

/**
 * What the server answers a booking action with, which it words in English, in the page's
 * language: 'Booking cancelled.' → 'बुकिंग कैंसल हो गई।'. A message no catalogue gave stays as it is.
 */
export function bookingAnswerIn(message: string, locale: Locale): string {
  for (const entry of ANSWERS) {
    const translated = translateMessage(message, entry, locale);
    if (translated !== message) return translated;
  }
  return message;
}
