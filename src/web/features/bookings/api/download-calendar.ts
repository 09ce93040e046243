import { downloadFile } from '#web/lib/download-file.ts';

/** The .ics needs the bearer token, so it is fetched and handed to the browser as a file. */
export function downloadCalendar(bookingId: string, fileName: string) {
  return downloadFile(`/bookings/${encodeURIComponent(bookingId)}/calendar.ics`, fileName);
}
