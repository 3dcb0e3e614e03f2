import { calendarDateIn, productTimeZone } from '@finboard/domain/calendar';
import { formatDollarsAndCents, formatIsoDate, formatSlashDate } from '@finboard/domain/format';
import { Workbook } from '@cj-tech-master/excelts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-accounts';
import { centsAfter, pdfPagesText, textAfter } from './support/pdf-text';
import { logIn, type TestApp } from './test-app';
import { createDemoApp, demoEmail } from './support/demo-people';

// The numbers in a PDF are the numbers on the screen (spec 02 Reports, issue 17 §3): each report of
// the demo client is generated, its text read back with pdfjs, and its totals compared with what
// the api's own screens answer for the same client and period.

let t: TestApp;
let client: string[];
let advisor: string[];
let clientId = '';

beforeAll(async () => {
  t = await createDemoApp();
  client = await logIn(t, demoEmail('client'), DEMO_PASSWORD);
  advisor = await logIn(t, demoEmail('advisor'), DEMO_PASSWORD);
  clientId = (await t.request({ method: 'GET', url: '/api/profile', cookies: client })).json().profile.userId;
}, 120_000);
afterAll(() => t?.close());

async function api<T = ReturnType<typeof JSON.parse>>(url: string, cookies = client): Promise<T> {
  const answer = await t.request({ method: 'GET', url, cookies });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
}

/** Generates a report as the web does and downloads its PDF; answers its pages' text runs. */
async function report(slug: string, payload: object = {}, cookies = client, query = ''): Promise<string[][]> {
  const link = await t.request({ method: 'POST', url: `/api/reports/${slug}${query}`, payload, cookies });
  expect(link.statusCode, link.body).toBe(200);
  const pdf = await t.request({ method: 'GET', url: link.json().url, cookies });
  expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  return pdfPagesText(pdf.rawPayload);
}

const sum = (rows: { amountCents: number }[]) => rows.reduce((total, row) => total + row.amountCents, 0);
const allRuns = (pages: string[][]) => pages.flat();

describe("every report prints the screens' numbers", () => {
  it("Net Worth: the cover names the client; assets, liabilities and net worth are the net-worth page's", async () => {
    const pages = await report('net-worth');
    expect(pages[0]).toContain('Prepared for Dana Rivera');
    expect(pages[0]).toContain('Finboard');
    const screen = await api<{ assets: { amountCents: number }[]; liabilities: { amountCents: number }[] }>('/api/net-worth');
    const runs = allRuns(pages);
    expect(centsAfter(runs, 'Total Assets')).toBe(sum(screen.assets));
    expect(centsAfter(runs, 'Total Liabilities')).toBe(sum(screen.liabilities));
    expect(centsAfter(runs, 'Net Worth Today')).toBe(sum(screen.assets) - sum(screen.liabilities));
    expect(sum(screen.assets)).toBeGreaterThan(0);
    // A header and a footer on every page, the back page last.
    for (const page of pages) expect(page.some((run) => /^Page \d+ of \d+$/.test(run))).toBe(true);
    expect(allRuns(pages.slice(-1)).join(' ')).toContain('Prepared with Finboard');
  }, 60_000);

  it("Cash Flows: income, expenses, net and transfers of the same period are the cash-flow page's", async () => {
    const screen = await api('/api/cash-flow?startDate=2026-01-01&endDate=2026-06-30&limit=1');
    const runs = allRuns(await report('cash-flow', { startDate: '2026-01-01', endDate: '2026-06-30' }));
    expect(centsAfter(runs, 'Total Income')).toBe(screen.incomeCents);
    expect(centsAfter(runs, 'Total Expenses')).toBe(screen.expensesCents);
    expect(centsAfter(runs, 'Net Cash Flow')).toBe(screen.netCents);
    expect(centsAfter(runs, 'Transfers In')).toBe(screen.transfersInCents);
    expect(centsAfter(runs, 'Transfers Out')).toBe(screen.transfersOutCents);
    expect(screen.expensesCents).toBeGreaterThan(0);
    expect(runs.join(' ')).toContain('01/01/2026 to 06/30/2026');
  }, 60_000);

  it("Cash Flows of the default period are the page's default period", async () => {
    const screen = await api('/api/cash-flow?limit=1');
    const runs = allRuns(await report('cash-flow'));
    expect(centsAfter(runs, 'Total Expenses')).toBe(screen.expensesCents);
    expect(centsAfter(runs, 'Total Income')).toBe(screen.incomeCents);
  }, 60_000);

  it("Investment: the total and each account are the investments page's", async () => {
    const screen = await api<{ totalCents: number; accounts: { valueCents: number }[] }>('/api/investments');
    const runs = allRuns(await report('investment'));
    expect(centsAfter(runs, 'Total Investments')).toBe(screen.totalCents);
    expect(screen.accounts.length).toBeGreaterThan(0);
    for (const account of screen.accounts) expect(runs.map((run) => run)).toContain(formatDollarsAndCents(account.valueCents));
  }, 60_000);

  it("Liabilities: the total is the liabilities page's", async () => {
    const screen = await api<{ totalCents: number }>('/api/liabilities');
    const runs = allRuns(await report('liabilities'));
    expect(centsAfter(runs, 'Total Liabilities')).toBe(screen.totalCents);
    expect(screen.totalCents).toBeGreaterThan(0);
  }, 60_000);

  it("My Retirement Score: the score is My Plan's, for the plan shown and for a plan chosen by id", async () => {
    const plan = await api('/api/my-plan');
    expect(plan.active?.results?.calculator).toBe('monteCarlo');
    const runs = allRuns(await report('retirement'));
    expect(textAfter(runs, 'Retirement Score')).toBe(`${plan.active.results.retirementScore}%`);
    expect(runs).toContain(plan.active.name);
    for (const summary of plan.scenarios as { id: string; name: string; retirementScore: number }[]) {
      const chosen = allRuns(await report('retirement', { scenarioId: summary.id }));
      expect(textAfter(chosen, 'Retirement Score')).toBe(`${summary.retirementScore}%`);
    }
  }, 120_000);

  it("Quick Report: today's balance sheet and the past month are the quick report's", async () => {
    const netWorth = await api<{ assets: { amountCents: number }[]; liabilities: { amountCents: number }[] }>('/api/net-worth');
    const cashFlow = await api('/api/cash-flow?period=1M&limit=1');
    const runs = allRuns(await report('quick-report'));
    expect(centsAfter(runs, 'Net Worth')).toBe(sum(netWorth.assets) - sum(netWorth.liabilities));
    expect(centsAfter(runs, 'Income')).toBe(cashFlow.incomeCents);
    expect(centsAfter(runs, 'Expenses')).toBe(cashFlow.expensesCents);
    expect(runs).toContain(demoEmail('client'));
  }, 60_000);

  it('a period with no data says so, with zero totals, rather than failing', async () => {
    const runs = allRuns(await report('cash-flow', { startDate: '2001-01-01', endDate: '2001-01-31' }));
    expect(centsAfter(runs, 'Total Income')).toBe(0);
    expect(runs).toContain('No data for this period.');
    const netWorth = allRuns(await report('net-worth', { startDate: '2001-01-01', endDate: '2001-01-31' }));
    expect(netWorth).toContain('No data for this period.');
  }, 60_000);

  it("all reports in one, in the background: My Plan Report {year} with every report's totals", async () => {
    const created = await t.request({ method: 'POST', url: '/api/reports/all', payload: {}, cookies: client });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ status: 'pending', progress: 0 });
    expect(created.json().fileName).toMatch(/^My Plan Report \d{4}\.pdf$/);
    const early = await t.request({ method: 'GET', url: created.json().url, cookies: client });
    expect(early.statusCode).toBe(409);
    await t.app.jobs.drain();
    const status = await api(created.json().statusUrl);
    expect(status).toMatchObject({ status: 'ready', progress: 1 });
    const pdf = await t.request({ method: 'GET', url: created.json().url, cookies: client });
    const runs = allRuns(await pdfPagesText(pdf.rawPayload));
    const liabilities = await api<{ totalCents: number }>('/api/liabilities');
    const investments = await api<{ totalCents: number }>('/api/investments');
    expect(centsAfter(runs, 'Total Investments')).toBe(investments.totalCents);
    expect(runs).toContain('Net Worth Today');
    expect(runs).toContain('Total Income');
    expect(runs).toContain('Quick Report');
    expect(runs.filter((run) => run === 'Total Liabilities').length).toBe(2);
    expect(runs.indexOf('Total Liabilities')).toBeGreaterThan(-1);
    expect(centsAfter(runs.slice(runs.lastIndexOf('Liabilities Report')), 'Total Liabilities')).toBe(liabilities.totalCents);
  }, 120_000);
});

describe("the /pdf/* pages' data", () => {
  it("is the model the PDF is printed from: the screens' answers themselves", async () => {
    const netWorth = await api('/api/reports/net-worth/data?startDate=2026-01-01&endDate=2026-03-31');
    expect(netWorth).toMatchObject({ title: 'Net Worth', clientName: 'Dana Rivera', branding: { name: 'Finboard', logoUrl: null } });
    expect(netWorth.sections).toEqual([{ kind: 'netWorth', netWorth: await api('/api/net-worth?startDate=2026-01-01&endDate=2026-03-31') }]);
    const liabilities = await api('/api/reports/liabilities/data');
    expect(liabilities.sections).toEqual([{ kind: 'liabilities', liabilities: await api('/api/liabilities') }]);
    const all = await api('/api/reports/all/data');
    expect(all.sections.map((section: { kind: string }) => section.kind)).toEqual([
      'netWorth',
      'cashFlow',
      'investment',
      'retirement',
      'liabilities',
      'quickReport',
    ]);
  }, 60_000);

  it("user-assets, user-income and user-insurance: the assets, income and insurance screens' own answers", async () => {
    const assets = await api('/api/reports/assets/data');
    expect(assets).toMatchObject({ title: 'Assets', clientName: 'Dana Rivera' });
    expect(assets.sections).toEqual([{ kind: 'assets', assets: await api('/api/assets') }]);
    const income = await api('/api/reports/income/data');
    expect(income.sections).toEqual([{ kind: 'income', income: (await api('/api/income')).income }]);
    const insurance = await api('/api/reports/insurance/data');
    expect(insurance.sections).toEqual([{ kind: 'insurance', insurance: (await api('/api/insurance')).insurance }]);
    const advisors = await api(`/api/reports/income/data?userId=${clientId}`, advisor);
    expect(advisors.sections).toEqual([{ kind: 'income', income: (await api(`/api/income?userId=${clientId}`, advisor)).income }]);
    const refused = await t.request({ method: 'GET', url: '/api/reports/assets/data', cookies: advisor });
    expect(refused.statusCode).toBe(403);
  }, 60_000);

  it("for an advisor: the connected client's, with the advisor's branding; without a client, refused", async () => {
    const data = await api(`/api/reports/quick-report/data?userId=${clientId}`, advisor);
    expect(data.branding.name).toBe('Morgan');
    expect(data.branding.logoUrl).toMatch(/^\/api\/files\//);
    const refused = await t.request({ method: 'GET', url: '/api/reports/quick-report/data', cookies: advisor });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("you don't have access to this feature");
  }, 60_000);
});

describe('branding', () => {
  it("an advisor's report of a connected client carries the advisor's first name, office and company logo; the cover their full name and firm", async () => {
    const pages = await report('quick-report', {}, advisor, `?userId=${clientId}`);
    const cover = pages[0] ?? [];
    expect(cover).toContain('Morgan');
    // Issue 34 §7: the cover names the advisor in full and their firm; the header keeps the first name.
    expect(cover).toContain('Morgan Patel');
    expect(cover).toContain('Patel Wealth Partners');
    const reportPage = pages[1] ?? [];
    expect(reportPage).toContain('Morgan');
    expect(reportPage).not.toContain('Morgan Patel');
    expect(reportPage).not.toContain('Patel Wealth Partners');
    expect(cover).toContain('Office 646-555-0100');
    expect(cover).toContain('Prepared for Dana Rivera');
    expect(cover).not.toContain('Finboard');
    const link = await t.request({ method: 'POST', url: `/api/reports/quick-report?userId=${clientId}`, payload: {}, cookies: advisor });
    const pdf = await t.request({ method: 'GET', url: link.json().url, cookies: advisor });
    // The logo is an image on the cover (a client's report has none): /Subtype /Image in the file.
    expect(pdf.rawPayload.includes('/Subtype /Image')).toBe(true);
  }, 60_000);
});

/** The Excel report's rows: column A's text, and column E's amount (a value or a formula's result). */
async function excelRows(payload: Buffer): Promise<{ label: string; amount: number | null }[]> {
  const workbook = new Workbook();
  await workbook.xlsx.load(payload);
  const rows: { label: string; amount: number | null }[] = [];
  workbook.getWorksheet('Cash Flow')?.eachRow((row) => {
    const cell = row.getCell(5).value;
    const amount = typeof cell === 'number' ? cell : cell && typeof cell === 'object' && 'result' in cell ? Number(cell.result) : null;
    rows.push({ label: String(row.getCell(1).value ?? ''), amount });
  });
  return rows;
}

// Issue 33: the same figure and the same date read alike on every surface, since every surface
// writes them through the domain's format module in the product's time zone.
describe('one figure and one date on every surface', () => {
  it("the demo client's cash flow: page data, the /pdf page's data, the PDF's text and the Excel file agree", async () => {
    const range = { startDate: '2026-01-01', endDate: '2026-06-30' };
    const page = await api<{ expensesCents: number; incomeCents: number }>(`/api/cash-flow?startDate=${range.startDate}&endDate=${range.endDate}&limit=1`);
    const data = await api<{ sections: { kind: string; cashFlow?: { expensesCents: number; startDate: string; endDate: string } }[] }>(
      `/api/reports/cash-flow/data?startDate=${range.startDate}&endDate=${range.endDate}`,
    );
    const runs = allRuns(await report('cash-flow', range));
    const xlsx = await t.request({ method: 'GET', url: `/api/cash-flow/report.xlsx?startDate=${range.startDate}&endDate=${range.endDate}`, cookies: client });
    expect(xlsx.statusCode).toBe(200);
    const rows = await excelRows(xlsx.rawPayload);

    expect(page.expensesCents).toBeGreaterThan(0);
    expect(data.sections[0]?.cashFlow?.expensesCents).toBe(page.expensesCents);
    // The PDF prints the very text the module writes; the Excel cell holds the same amount in dollars.
    expect(textAfter(runs, 'Total Expenses')).toBe(formatDollarsAndCents(page.expensesCents));
    expect(Math.round((rows.find((row) => row.label === 'Total Expenses')?.amount ?? Number.NaN) * 100)).toBe(page.expensesCents);
    expect(Math.round((rows.find((row) => row.label === 'Total Income')?.amount ?? Number.NaN) * 100)).toBe(page.incomeCents);
    // The period: '01/01/2026' in the PDF's heading and in the workbook's range row.
    const [start, end] = [formatSlashDate(range.startDate), formatSlashDate(range.endDate)];
    expect(runs.join(' ')).toContain(`${start} to ${end}`);
    expect(rows.map((row) => row.label)).toContain(`${start} - ${end}`);
  }, 60_000);

  it("the demo advisor's client: My Clients, its CSV, the dashboard and the quick-report PDF give one net worth and one day", async () => {
    const myClients = await api<{
      clients: { client: { id: string; email: string }; connection: { status: string; acceptedAt: string | null }; netWorthCents: number | null }[];
    }>('/api/connections/clients', advisor);
    const row = myClients.clients.find((one) => one.client.id === clientId);
    expect(row?.connection.status).toBe('connected');
    const acceptedAt = row?.connection.acceptedAt ?? '';
    const netWorthCents = row?.netWorthCents ?? Number.NaN;
    expect(acceptedAt).not.toBe('');

    const csv = await t.request({ method: 'GET', url: '/api/connections/clients.csv', cookies: advisor });
    expect(csv.statusCode).toBe(200);
    const [header = '', ...lines] = csv.body.trim().split('\n');
    const columns = header.split(',');
    const cells = (lines.find((line) => line.includes(demoEmail('client'))) ?? '').split(',');
    // The day the page shows ('DD MMM, YYYY' of the same New York day), not the UTC day.
    expect(cells[columns.indexOf('Connected Since')]).toBe(formatIsoDate(acceptedAt));
    expect(Math.round(Number(cells[columns.indexOf('Net Worth')]) * 100)).toBe(netWorthCents);

    const dashboard = await api<{ clients: { id: string; connectedAt: string | null; netWorthCents: number | null }[] }>(
      '/api/advisor/dashboard?period=All',
      advisor,
    );
    const tile = dashboard.clients.find((one) => one.id === clientId);
    expect(tile?.netWorthCents).toBe(netWorthCents);
    expect(formatIsoDate(tile?.connectedAt ?? null)).toBe(formatIsoDate(acceptedAt));

    const runs = allRuns(await report('quick-report', {}, advisor, `?userId=${clientId}`));
    expect(centsAfter(runs, 'Net Worth')).toBe(netWorthCents);
  }, 60_000);

  it("the demo advisor's view of the client's past month: the page, the Excel file, the /pdf page's data and the quick-report PDF give one income, one expense and the same days", async () => {
    const scope = `userId=${clientId}`;
    const page = await api<{ incomeCents: number; expensesCents: number; startDate: string; endDate: string }>(
      `/api/cash-flow?period=1M&limit=1&${scope}`,
      advisor,
    );
    const data = await api<{
      generatedDate: string;
      sections: { kind: string; cashFlow?: { incomeCents: number; expensesCents: number; startDate: string; endDate: string } }[];
    }>(`/api/reports/quick-report/data?${scope}`, advisor);
    const xlsx = await t.request({ method: 'GET', url: `/api/cash-flow/report.xlsx?period=1M&${scope}`, cookies: advisor });
    expect(xlsx.statusCode).toBe(200);
    const rows = await excelRows(xlsx.rawPayload);
    const runs = allRuns(await report('quick-report', {}, advisor, `?${scope}`));

    expect(page.expensesCents).toBeGreaterThan(0);
    const printed = data.sections.find((section) => section.kind === 'quickReport')?.cashFlow;
    expect(printed).toMatchObject({ incomeCents: page.incomeCents, expensesCents: page.expensesCents, startDate: page.startDate, endDate: page.endDate });
    expect(centsAfter(runs, 'Income')).toBe(page.incomeCents);
    expect(centsAfter(runs, 'Expenses')).toBe(page.expensesCents);
    expect(Math.round((rows.find((row) => row.label === 'Total Expenses')?.amount ?? Number.NaN) * 100)).toBe(page.expensesCents);
    expect(Math.round((rows.find((row) => row.label === 'Total Income')?.amount ?? Number.NaN) * 100)).toBe(page.incomeCents);
    // One period, written alike: the PDF's heading and the workbook's range row name the page's days.
    const [start, end] = [formatSlashDate(page.startDate), formatSlashDate(page.endDate)];
    expect(runs.join(' ')).toContain(`${start} to ${end}`);
    expect(rows.map((row) => row.label)).toContain(`${start} - ${end}`);
    // The past month ends on the product zone's today, the day the PDF says it was prepared.
    expect(page.endDate).toBe(calendarDateIn(productTimeZone(), new Date()));
    expect(data.generatedDate).toBe(page.endDate);
    expect(runs).toContain(formatSlashDate(data.generatedDate));
  }, 60_000);
});
