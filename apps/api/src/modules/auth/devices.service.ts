import type { TDevicesResponse, TSignedOutResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { Actor } from '../../access/actor';
import { notFound, unauthenticated } from '../../errors/app-error';
import { deleteOtherSessionsOf, deleteSessionOf, findLiveSessionsOf } from './devices.repository';
import { describeBrowser } from './user-agent';

/**
 * Signed-in devices are the user's sessions. The token never leaves the server: a device is named by
 * the session's id, and only its owner can list or end it (another user's id is NOT_FOUND). "Last
 * seen" is when better-auth last refreshed the session (at sign-in, then once a day while in use).
 */
export async function listDevices(db: Db, actor: Actor, now: Date): Promise<TDevicesResponse> {
  const { userId, sessionId } = actor;
  const rows = await findLiveSessionsOf(db, userId, now);
  return {
    devices: rows.map((row) => ({
      id: row.id,
      browser: describeBrowser(row.userAgent),
      ipAddress: row.ipAddress,
      firstSeenAt: row.createdAt.toISOString(),
      lastSeenAt: row.updatedAt.toISOString(),
      current: row.id === sessionId,
    })),
  };
}

/** Signs one device out (this one too, if asked: that is a sign-out). The session cache forgets the user on the way out. */
export async function signOutDevice(db: Db, actor: Actor, deviceId: string): Promise<TSignedOutResponse> {
  const { userId } = actor;
  if (!(await deleteSessionOf(db, userId, deviceId))) throw notFound('This device is not signed in.');
  return { signedOut: 1 };
}

export async function signOutOtherDevices(db: Db, actor: Actor): Promise<TSignedOutResponse> {
  const { userId, sessionId } = actor;
  // Every request with a session has its id (server/plugins/session.ts); without it nothing is kept, so refuse.
  if (!sessionId) throw unauthenticated();
  return { signedOut: await deleteOtherSessionsOf(db, userId, sessionId) };
}
