import { type Db, rowsOf, users } from '@finboard/db';
import { eq, sql } from 'drizzle-orm';

/**
 * The erasure of an account, over every module's tables (like the demo seeder, the one other place
 * that writes them all): most rows go by the users row's cascades; this removes what no foreign key
 * reaches and moves what the law keeps onto a deleted-account id. Run inside one transaction.
 */

export interface AccountToDelete {
  id: string;
  email: string;
  role: string | null;
  firstName: string;
  lastName: string;
}

/** The account, locked for the deletion (a second deletion at once waits, then finds it gone). */
export async function lockAccount(tx: Db, userId: string): Promise<AccountToDelete | null> {
  const [row] = await tx
    .select({ id: users.id, email: users.email, role: users.role, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

const names = (rows: { first_name: string; last_name: string; email: string }[]) => rows.map((row) => `${row.first_name} ${row.last_name}`.trim() || row.email);

/** What ties an advisor to others: connected clients and sub-advisors, by name. */
export async function findAdvisorTies(db: Db, advisorId: string): Promise<{ connectedClients: string[]; subAdvisors: string[] }> {
  const clients = rowsOf<{ first_name: string; last_name: string; email: string }>(
    await db.execute(sql`select u.first_name, u.last_name, u.email from client_advisor_links l join users u on u.id = l.user_id
      where l.advisor_id = ${advisorId} and l.status = 'connected' order by u.last_name, u.first_name`),
  );
  const subs = rowsOf<{ first_name: string; last_name: string; email: string }>(
    await db.execute(sql`select first_name, last_name, email from users where parent_id = ${advisorId} order by last_name, first_name`),
  );
  return { connectedClients: names(clients), subAdvisors: names(subs) };
}

export interface AfterCommitWork {
  storageKeys: string[];
  /** The provider's access tokens, still encrypted. */
  encryptedItemTokens: string[];
  /** The billing provider's customer, if the account had one: deleting it cancels its subscriptions. */
  billingCustomerId: string | null;
  connectedAdvisorIds: string[];
}

/** What must happen outside the database once the deletion has committed. */
export async function findAfterCommitWork(tx: Db, userId: string): Promise<AfterCommitWork> {
  const keys = rowsOf<{ key: string }>(
    await tx.execute(sql`select storage_key as key from stored_files where user_id = ${userId}
      union select storage_key from report_links where (user_id = ${userId} or requester_id = ${userId}) and storage_key is not null
      union select storage_key from data_exports where user_id = ${userId} and storage_key is not null`),
  );
  const tokens = rowsOf<{ token: string }>(
    await tx.execute(sql`select access_token_encrypted as token from institutions where user_id = ${userId} and access_token_encrypted is not null`),
  );
  const [customer] = rowsOf<{ id: string }>(await tx.execute(sql`select customer_id as id from billing_customers where user_id = ${userId}`));
  const advisors = rowsOf<{ id: string }>(
    await tx.execute(sql`select advisor_id as id from client_advisor_links where user_id = ${userId} and status = 'connected'`),
  );
  return {
    storageKeys: keys.map((row) => row.key),
    encryptedItemTokens: tokens.map((row) => row.token),
    billingCustomerId: customer?.id ?? null,
    connectedAdvisorIds: advisors.map((row) => row.id),
  };
}

/**
 * What the law keeps, without the person: their invoices and the advisor-view audit they are in are
 * copied under a deleted-account id (a random one, recorded with the role and the day only), and
 * earlier kept records and the admins' log that name them are moved onto it.
 */
export async function retainLegalRecords(tx: Db, account: AccountToDelete, tombstone: { id: string; at: Date }): Promise<void> {
  const { id: userId } = account;
  const deletedId = tombstone.id;
  await tx.execute(sql`insert into deleted_accounts (id, role, deleted_at) values (${deletedId}, ${account.role}, ${tombstone.at.toISOString()})`);
  await tx.execute(sql`insert into retained_invoices (id, deleted_account_id, number, created_at, amount_due_cents, amount_paid_cents, status, account_name)
    select id, ${deletedId}, number, created_at, amount_due_cents, amount_paid_cents, status, account_name from billing_invoices where user_id = ${userId}
    on conflict (id) do nothing`);
  await tx.execute(sql`insert into retained_advisor_views (id, client_ref, advisor_ref, scope, viewed_at)
    select id, case when user_id = ${userId} then ${deletedId} else user_id end, case when advisor_id = ${userId} then ${deletedId} else advisor_id end, scope, viewed_at
    from advisor_data_views where user_id = ${userId} or advisor_id = ${userId}
    on conflict (id) do nothing`);
  await tx.execute(sql`update retained_advisor_views set client_ref = ${deletedId} where client_ref = ${userId}`);
  await tx.execute(sql`update retained_advisor_views set advisor_ref = ${deletedId} where advisor_ref = ${userId}`);
  await tx.execute(sql`update admin_audit_log set target_user_id = ${deletedId} where target_user_id = ${userId}`);
}

/**
 * Every row of the account: the few no foreign key reaches, then the users row, whose cascades take
 * the rest (mail and text outboxes keep their messages, the user id set to null: communication records).
 */
export async function eraseAccountRows(tx: Db, account: AccountToDelete, throttleKey: string): Promise<void> {
  const { id: userId, email } = account;
  await tx.execute(sql`delete from used_auth_tokens where user_id = ${userId}`);
  await tx.execute(sql`delete from verifications where value = ${userId} or lower(identifier) = ${email.toLowerCase()}`);
  await tx.execute(
    sql`delete from sign_in_throttle where key = ${`account:${throttleKey}`} or (split_part(key, ':', 1) = 'device' and split_part(key, ':', 3) = ${throttleKey})`,
  );
  // Events about others that name this account (a connection's other side) could never be delivered now.
  await tx.execute(sql`delete from domain_events where user_id = ${userId} or strpos(payload::text, ${JSON.stringify(userId)}) > 0`);
  // An invitation this person accepted is about them; one still pending to their address is its sender's.
  await tx.execute(sql`delete from invitations where accepted_user_id = ${userId}`);
  // A rate limit's key carries the request's path, which may name the user.
  await tx.execute(sql`delete from rate_limit_hits where strpos(key, ${userId}) > 0`);
  await tx.execute(sql`delete from users where id = ${userId}`);
  // After the cascade: the transactions' triggers subtract the deleted rows from these sums, which would leave zeros behind.
  await tx.execute(sql`delete from cash_flow_monthly_totals where user_id = ${userId}`);
}

/** The recipient of a notice, if they still exist. */
export async function findContact(db: Db, userId: string): Promise<{ email: string; firstName: string } | null> {
  const [row] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}
