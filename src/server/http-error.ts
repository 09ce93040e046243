import { present } from '#shared/present.ts';
/** An error the client caused or may see: its message comes from the shared catalogue. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** 400 for a form with errors: the answer's message is the first field's. */
export function invalidFields(errors: Record<string, string>) {
  const [first] = Object.values(errors);
  return badRequest(present(first, 'a field error'), errors);
}
