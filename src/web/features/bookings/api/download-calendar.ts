import { MESSAGES } from '#shared/messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { tokenStore } from '#web/lib/auth/token-store.ts';

/** The .ics needs the bearer token, so it is fetched and handed to the browser as a file. */
export async function downloadCalendar(bookingId: string, fileName: string) {
  const token = tokenStore.get();
  const response = await fetch(`/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    throw new ApiError(
      MESSAGES.apiRequestFailed(response.status, response.statusText),
      response.status,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
