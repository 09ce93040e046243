import { textOf } from '#shared/catalogue.ts';
import { imageFileProblem, type UploadField } from '#shared/image-upload.ts';
import type { Locale } from '#shared/locale.ts';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { ApiError, apiRequest } from './api-client';
import { uploadText } from './upload.text';

interface UploadUrlResponse {
  success: boolean;
  data: { uploadUrl: string; fileUrl: string };
}

interface SaveUserImageResponse {
  success: boolean;
  data: { imageUrl: string; fieldName: UploadField };
}

export interface UploadOptions {
  fieldName: UploadField;
  /** Whole percentages 0..100 of the file transfer. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The language of the messages a failed upload throws; English unless given. */
  locale?: Locale;
}

/**
 * Sends an image to the storage the way docs/product/accounts.md#profile-information describes: ask
 * for a signed address, then PUT the file straight to it with progress. Returns the file's URL,
 * which a form (the portfolio) then saves with its other fields.
 */
export async function uploadFile(file: File, options: UploadOptions): Promise<string> {
  const problem = imageFileProblem(file, textOf(MESSAGES_TEXT, options.locale ?? 'en'));
  if (problem) throw new ApiError(problem, null);

  const { data } = await apiRequest<UploadUrlResponse>('/upload-url', {
    query: { fileType: file.type, fieldName: options.fieldName },
    signal: options.signal,
  });
  await putFile(data.uploadUrl, file, options);
  options.onProgress?.(100);
  return data.fileUrl;
}

/** Uploads an image and records it as the user's own picture at once. Returns its URL. */
export async function uploadImage(file: File, options: UploadOptions): Promise<string> {
  const fileUrl = await uploadFile(file, options);
  const saved = await apiRequest<SaveUserImageResponse>('/save-user-image', {
    method: 'POST',
    body: { imageUrl: fileUrl, fieldName: options.fieldName },
    signal: options.signal,
  });
  return saved.data.imageUrl;
}

/** XMLHttpRequest, because fetch cannot report upload progress. */
function putFile(url: string, file: File, options: UploadOptions): Promise<void> {
  const text = textOf(MESSAGES_TEXT, options.locale ?? 'en');
  const { failed } = textOf(uploadText, options.locale ?? 'en');
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        options.onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
      }
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else
        reject(
          new ApiError(
            text.uploadFailed(request.status, detailOf(request, failed)),
            request.status,
          ),
        );
    };
    request.onerror = () =>
      reject(new ApiError(text.uploadFailed(request.status, text.networkError), null));
    request.onabort = () => reject(new ApiError(text.uploadCancelled, null));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new ApiError(text.uploadCancelled, null));
        return;
      }
      options.signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(file);
  });
}

/** The storage's own explanation: our JSON message, S3's XML <Message>, or the status text. */
function detailOf(request: XMLHttpRequest, failed: string): string {
  const text = request.responseText ?? '';
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {}
  const s3Message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
  return s3Message || request.statusText || failed;
}
