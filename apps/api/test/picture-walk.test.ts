import { INVESTABLE_ASSET_KEYS } from '@finboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-accounts';
import { centsAfter, pdfPagesText } from './support/pdf-text';
import { logIn, type TestApp } from './test-app';
import { createDemoApp, demoEmail } from './support/demo-people';

// Issue 32 item 5: one picture of a client's money. The demo client's figures are walked across
// every surface that shows them (net worth and its history, assets, liabilities, connected
// accounts, investments, My Plan's starting savings, the Quick Report and its page, the PDFs) and
// must agree to the cent, before any display rounding.

let t: TestApp;
let client: string[];

beforeAll(async () => {
  t = await createDemoApp();
  client = await logIn(t, demoEmail('client'), DEMO_PASSWORD);
}, 300_000); // seeding the demo people takes long on a busy machine
afterAll(() => t?.close());

type Account = { id: string; name: string; amountCents: number; assetKey?: string | null };
type BalanceSheet = { totalCents: number; accounts: Account[]; institutions: { totalCents: number }[] };
const sum = (rows: readonly { amountCents: number }[]) => rows.reduce((total, row) => total + row.amountCents, 0);

async function api<T>(url: string): Promise<T> {
  const answer = await t.request({ method: 'GET', url, cookies: client });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
}

async function pdfRuns(slug: string): Promise<string[]> {
  const link = await t.request({ method: 'POST', url: `/api/reports/${slug}`, payload: {}, cookies: client });
  expect(link.statusCode, link.body).toBe(200);
  const pdf = await t.request({ method: 'GET', url: link.json().url, cookies: client });
  expect(pdf.statusCode).toBe(200);
  return (await pdfPagesText(pdf.rawPayload)).flat();
}

describe("the demo client's money, one picture on every surface", () => {
  it('assets, liabilities and net worth agree to the cent on every page, its history, the Quick Report and the PDFs', async () => {
    const netWorth = await api<{
      assets: Account[];
      liabilities: Account[];
      points: { netWorthCents: number; assetsCents: number; liabilitiesCents: number }[];
    }>('/api/net-worth');
    const assetsCents = sum(netWorth.assets);
    const liabilitiesCents = sum(netWorth.liabilities);
    // A household, not a sketch: a home and its mortgage, savings, debts.
    expect(assetsCents).toBeGreaterThan(liabilitiesCents);
    expect(liabilitiesCents).toBeGreaterThan(0);

    const [assets, liabilities, { institutions }] = await Promise.all([
      api<BalanceSheet>('/api/assets'),
      api<BalanceSheet>('/api/liabilities'),
      api<{ institutions: { assetsCents: number; liabilitiesCents: number }[] }>('/api/institutions'),
    ]);
    for (const [page, total] of [
      [assets, assetsCents],
      [liabilities, liabilitiesCents],
    ] as const) {
      expect(page.totalCents).toBe(total);
      expect(sum(page.accounts)).toBe(total);
      expect(page.institutions.reduce((all, institution) => all + institution.totalCents, 0)).toBe(total);
    }
    expect(institutions.reduce((all, institution) => all + institution.assetsCents, 0)).toBe(assetsCents);
    expect(institutions.reduce((all, institution) => all + institution.liabilitiesCents, 0)).toBe(liabilitiesCents);

    // Today's point of the history is the sum of today's accounts.
    const today = netWorth.points.at(-1);
    expect(today).toMatchObject({ assetsCents, liabilitiesCents, netWorthCents: assetsCents - liabilitiesCents });

    const quick = await api<{ sections: { kind: string; netWorth?: { assets: Account[]; liabilities: Account[] } }[] }>('/api/reports/quick-report/data');
    const quickSection = quick.sections.find((section) => section.kind === 'quickReport');
    expect(sum(quickSection?.netWorth?.assets ?? [])).toBe(assetsCents);
    expect(sum(quickSection?.netWorth?.liabilities ?? [])).toBe(liabilitiesCents);

    const netWorthPdf = await pdfRuns('net-worth');
    expect(centsAfter(netWorthPdf, 'Total Assets')).toBe(assetsCents);
    expect(centsAfter(netWorthPdf, 'Total Liabilities')).toBe(liabilitiesCents);
    expect(centsAfter(await pdfRuns('quick-report'), 'Net Worth')).toBe(assetsCents - liabilitiesCents);
    expect(centsAfter(await pdfRuns('liabilities'), 'Total Liabilities')).toBe(liabilitiesCents);
  }, 180_000);

  it('investments are the same accounts at the same values as on the assets page, and My Plan starts from the investable ones', async () => {
    const [assets, investments] = await Promise.all([
      api<BalanceSheet>('/api/assets'),
      api<{ totalCents: number; accounts: { id: string; valueCents: number }[] }>('/api/investments'),
    ]);
    const byId = new Map(assets.accounts.map((account) => [account.id, account.amountCents]));
    expect(investments.accounts.length).toBeGreaterThan(0);
    for (const account of investments.accounts) expect(account.valueCents).toBe(byId.get(account.id));
    expect(investments.totalCents).toBe(investments.accounts.reduce((all, account) => all + account.valueCents, 0));
    expect(centsAfter(await pdfRuns('investment'), 'Total Investments')).toBe(investments.totalCents);

    const investable = assets.accounts.filter((account) => INVESTABLE_ASSET_KEYS.includes(account.assetKey as never));
    // Every investment account is investable savings; savings also hold cash.
    for (const account of investments.accounts) expect(investable.map((each) => each.id)).toContain(account.id);
    const plan = await api<{ active: { computation: { basis: { currentSavingsCents: number; sources: { currentSavings: { kind: string } } } } } | null }>(
      '/api/my-plan',
    );
    expect(plan.active?.computation.basis.sources.currentSavings.kind).toBe('accounts');
    expect(plan.active?.computation.basis.currentSavingsCents).toBe(sum(investable));
  }, 180_000);
});
