import { MESSAGES } from '#shared/messages.ts';
import { ApiError } from './api-client';
import { tokenStore } from './auth/token-store';

async function refusalOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const message =
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string'
      ? body.message
      : MESSAGES.apiRequestFailed(response.status, response.statusText);
  return new ApiError(message, response.status);
}

/**
 * A file the API serves only with the bearer token (a calendar entry, a PDF): fetched, then handed
 * to the browser as a download named `fileName`. A refusal carries the server's message.
 */
export async function downloadFile(path: string, fileName: string) {
  const token = tokenStore.get();
  const response = await fetch(`/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw await refusalOf(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
