import { randomUUID } from 'node:crypto';
import { clientAdvisorLinks, users } from '@finboard/db';
import { createTestDatabase, type TestDatabase } from '@finboard/db/testing';
import { NO_ACCESS_TO_ASSETS, NO_ACCESS_TO_FEATURE } from '@finboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/access/actor';
import { AdvisorViewAudit, registerAdvisorViewAudit } from '../src/access/advisor-view-audit';
import { decideClientDataRead, ownDataRead, readOwnerFor, reportOwnerFor } from '../src/access/client-data-read';

// The one access decision a client-data route makes (the route policy), and what services do with
// it: read a part it opens (audited for an advisor), or be refused with that part's text.
let database: TestDatabase;
const recorded: { clientId: string; scope: string }[] = [];
const person = (role: string) => ({ id: randomUUID(), name: role, email: `${randomUUID()}@test.example`, role, emailVerified: true });
const client = person('client');
const advisor = person('advisor');
const stranger = person('advisor');
const actorOf = (user: typeof client): Actor => ({ userId: user.id, role: user.role as Actor['role'], email: user.email, emailVerified: true });

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values([client, advisor, stranger]);
  // Shares Cash Flow only.
  await database.db.insert(clientAdvisorLinks).values({
    id: randomUUID(),
    userId: client.id,
    advisorId: advisor.id,
    status: 'connected',
    requestedBy: 'client',
    source: 'Test',
    shareAll: false,
    shareNetWorth: false,
    shareCashFlow: true,
    shareRetirementScore: false,
  });
  const audit = new AdvisorViewAudit(database.db, () => {});
  audit.record = (view) => void recorded.push({ clientId: view.clientId, scope: view.scope });
  registerAdvisorViewAudit(database.db, audit);
});
afterAll(async () => {
  await database.close();
});

describe('the client-data read decision', () => {
  it("opens every part of one's own data, unaudited", async () => {
    const read = await decideClientDataRead(database.db, actorOf(client), undefined, 'assets');
    expect(read.ownerId).toBe(client.id);
    expect(readOwnerFor(read, 'netWorth')).toBe(client.id);
    expect(readOwnerFor(read, 'scenarios')).toBe(client.id);
    expect(recorded).toEqual([]);
    expect(ownDataRead(actorOf(client)).scopes).toEqual(read.scopes);
  });

  it('opens to a connected advisor what the switches share, each read audited by its part', async () => {
    const read = await decideClientDataRead(database.db, actorOf(advisor), client.id, 'cashFlow');
    expect(readOwnerFor(read, 'cashFlow')).toBe(client.id);
    expect(readOwnerFor(read, 'profile')).toBe(client.id);
    expect(() => readOwnerFor(read, 'assets')).toThrow(NO_ACCESS_TO_ASSETS);
    expect(() => readOwnerFor(read, 'scenarios')).toThrow(NO_ACCESS_TO_FEATURE);
    expect(recorded.splice(0)).toEqual([
      { clientId: client.id, scope: 'cashFlow' },
      { clientId: client.id, scope: 'profile' },
    ]);
  });

  it("refuses the route's own part when it is not shared, and a stranger altogether", async () => {
    await expect(decideClientDataRead(database.db, actorOf(advisor), client.id, 'assets')).rejects.toThrow(NO_ACCESS_TO_ASSETS);
    await expect(decideClientDataRead(database.db, actorOf(stranger), client.id, 'cashFlow')).rejects.toThrow(NO_ACCESS_TO_FEATURE);
    await expect(decideClientDataRead(database.db, actorOf(client), advisor.id, 'profile')).rejects.toThrow(NO_ACCESS_TO_FEATURE);
  });

  it("opens a report to a client, or to an advisor for a chosen client, never an advisor's own", async () => {
    const clientRead = await decideClientDataRead(database.db, actorOf(client), undefined, 'cashFlow');
    expect(reportOwnerFor(clientRead, 'cashFlow')).toBe(client.id);
    const advisorOwn = await decideClientDataRead(database.db, actorOf(advisor), undefined, 'cashFlow');
    expect(() => reportOwnerFor(advisorOwn, 'cashFlow')).toThrow(NO_ACCESS_TO_FEATURE);
    const advisorRead = await decideClientDataRead(database.db, actorOf(advisor), client.id, 'cashFlow');
    expect(reportOwnerFor(advisorRead, 'cashFlow')).toBe(client.id);
  });
});
