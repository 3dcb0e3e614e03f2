import { validationError } from '../../errors/app-error';
import type { NotificationPosition } from './notifications.repository';

export const INVALID_CURSOR_MESSAGE = 'This page of notifications cannot be found. Please start again from the newest.';

const EXACT_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The opaque `before` of the next page: base64url of `${createdAt}|${id}` (createdAt to the microsecond). */
export function encodeNotificationCursor(position: NotificationPosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`, 'utf8').toString('base64url');
}

/** Reads a `before` back; anything this server did not write is a validation error on `before`, never a database error. */
export function decodeNotificationCursor(cursor: string): NotificationPosition {
  const refuse = () => validationError(INVALID_CURSOR_MESSAGE, 'before');
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw refuse();
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (parts.length !== 2) throw refuse();
  const [createdAt = '', id = ''] = parts;
  if (!EXACT_ISO.test(createdAt) || !UUID.test(id)) throw refuse();
  // A real instant the database reads too: the date part survives a round trip (no 2026-02-31, no hour 25), from 1970 on.
  const parsed = new Date(createdAt);
  if (Number.isNaN(parsed.getTime()) || parsed.getUTCFullYear() < 1970 || parsed.toISOString().slice(0, 19) !== createdAt.slice(0, 19)) throw refuse();
  return { createdAt, id };
}
