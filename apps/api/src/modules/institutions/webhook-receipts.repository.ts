import { type Db, webhookReceipts } from '@finboard/db';
import { sql } from 'drizzle-orm';

/**
 * Records a webhook delivery by its body hash. False when the same body arrived within the window:
 * a provider's retry. Outside it, an identical body is a new event (providers resend the same
 * SYNC_UPDATES_AVAILABLE over time) and counts again.
 */
export async function recordFreshDelivery(db: Db, { id, provider, windowSeconds }: { id: string; provider: string; windowSeconds: number }): Promise<boolean> {
  const rows = await db
    .insert(webhookReceipts)
    .values({ id, provider })
    .onConflictDoUpdate({
      target: webhookReceipts.id,
      set: { receivedAt: sql`now()` },
      setWhere: sql`${webhookReceipts.receivedAt} < now() - make_interval(secs => ${windowSeconds})`,
    })
    .returning({ id: webhookReceipts.id });
  return rows.length > 0;
}
