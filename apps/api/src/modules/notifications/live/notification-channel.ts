import type { Db } from '@finboard/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

/** The PostgreSQL channel every api instance listens on for committed notifications. */
export const NOTIFICATION_CHANNEL = 'finboard_notifications';

/** What travels on the channel: whose, and which (the page reads the rest through the recipient's own lookup). */
const ZNotificationSignal = z.object({ userId: z.string().min(1).max(64), id: z.uuid() }).strict();
export type NotificationSignal = z.infer<typeof ZNotificationSignal>;

/** Announces a notification; in its transaction, PostgreSQL sends it to the listeners only on commit. */
export async function signalNotification(tx: Db, signal: NotificationSignal): Promise<void> {
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(signal)})`);
}

/** A payload back to a signal; anything else on the channel (another program's NOTIFY) is ignored. */
export function parseNotificationSignal(payload: string): NotificationSignal | null {
  try {
    const parsed = ZNotificationSignal.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
