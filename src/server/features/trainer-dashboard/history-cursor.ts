import { badRequest } from '#server/http-error.ts';
import { DASHBOARD_MESSAGES } from '#shared/trainer-dashboard-api.ts';

/** Where a page of session history ends: the last session's start and id (newest first). */
export interface HistoryPosition {
  startsAt: Date;
  id: string;
}

/** Opaque to the page: base64url of `{startsAt ISO}|{id}`. */
export function encodeHistoryCursor(position: HistoryPosition): string {
  return Buffer.from(`${position.startsAt.toISOString()}|${position.id}`).toString('base64url');
}

/** The position a cursor names; 400 with the catalogue's message for anything else. */
export function decodeHistoryCursor(cursor: string): HistoryPosition {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const separator = text.indexOf('|');
  const startsAt = new Date(text.slice(0, separator));
  const id = text.slice(separator + 1);
  if (
    separator < 0 ||
    Number.isNaN(startsAt.getTime()) ||
    startsAt.toISOString() !== text.slice(0, separator) ||
    id.length === 0
  ) {
    throw badRequest(DASHBOARD_MESSAGES.invalidCursor);
  }
  return { startsAt, id };
}
