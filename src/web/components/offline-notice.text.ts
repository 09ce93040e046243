import { catalogue } from '#shared/catalogue.ts';
import { formatBookingDate, formatIstTime, istDate } from '#shared/ist.ts';

export const offlineNoticeText = catalogue('offlineNotice', {
  lastVisit: 'your last visit',
  /** The IST day and time of the kept copy: 'Wed, 4 Mar, 5:42 PM'. */
  asOf: (instant: Date) => `${formatBookingDate(istDate(instant))}, ${formatIstTime(instant)}`,
  notice: (what: string, when: string) =>
    `Offline — showing your ${what} as of ${when}. Changes need a connection.`,
});
