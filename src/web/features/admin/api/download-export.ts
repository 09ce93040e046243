import { MESSAGES } from '#shared/messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { tokenStore } from '#web/lib/auth/token-store.ts';

const FILE_NAME = /filename="([^"]+)"/;

/**
 * Downloads one of the admin's CSV exports. It needs the bearer token, so it is fetched and handed
 * to the browser as a file; a refusal carries the server's catalogue message. Returns the file's
 * name as the server gave it.
 */
export async function downloadExport(path: string, query: Record<string, string>): Promise<string> {
  const token = tokenStore.get();
  const response = await fetch(`/api${path}?${new URLSearchParams(query)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(
      typeof body?.message === 'string'
        ? body.message
        : MESSAGES.apiRequestFailed(response.status, response.statusText),
      response.status,
    );
  }
  const fileName =
    FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'kasrat-export.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}
