import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, notifyError, notifySuccess } from '../../../lib/notify';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { makeMyPlan, makePlanScenario } from '../../../test/scenario-fixtures';
import { ReportsView } from './reports-view';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn(), notifyError: vi.fn(), notifySuccess: vi.fn() }));

const link = (overrides: Record<string, unknown> = {}) => ({
  url: '/api/reports/download?key=k',
  statusUrl: '/api/reports/status?key=k',
  fileName: 'Net Worth Report 2026.pdf',
  status: 'ready',
  progress: 1,
  expiresAt: '2026-11-22T15:15:00.000Z',
  ...overrides,
});

const PLAN = makePlanScenario(undefined, { id: 'plan-1', name: 'Retire at 65' });
const OTHER_PLAN = makePlanScenario(undefined, { id: 'plan-2', name: 'Retire early' });

function setup(url = '/client/reports', user = makeUser(), routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({ 'GET /api/my-plan': { body: makeMyPlan(PLAN, [PLAN, OTHER_PLAN]) }, ...routes });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<ReportsView />, { url, pattern: '/client/reports', user });
  return stub;
}

const card = (name: string) => screen.getByRole('region', { name });
let open: ReturnType<typeof vi.spyOn>;

describe('Print Reports', () => {
  beforeEach(() => {
    open = vi.spyOn(window, 'open').mockReturnValue(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    open.mockRestore();
  });

  it('shows the report cards, the Excel workbook and the coming-soon cards', async () => {
    setup();
    for (const title of ['Net Worth', 'Cash Flows', 'Investment Report', 'Liabilities Report', 'My Retirement Score']) expect(card(title)).toBeTruthy();
    const excel = within(card('Cash Flows')).getByRole('link', { name: 'Excel' });
    expect(excel.getAttribute('href')).toBe('/api/cash-flow/report.xlsx');
    expect(excel.getAttribute('download')).toBe('Cash Flow Report.xlsx');
    for (const title of [
      'Tax Report',
      'Real Estate Report',
      'Insurance Report',
      'Business Valuation',
      'Social Security',
      'Estate',
      'Personal Financial Statement',
    ])
      expect(card(title)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download Tax Report' }));
    expect(notifySuccess).toHaveBeenCalledWith('feature is coming soon', 'Tax Report');
  });

  it("downloads one report: 'Your report is being generated', then its PDF in a new tab after 1 second", async () => {
    const stub = setup('/client/reports', makeUser(), { 'POST /api/reports/net-worth': { body: link() } });
    fireEvent.click(screen.getByRole('button', { name: 'Download Net Worth' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your report is being generated' })));
    await waitFor(() => expect(stub.calls.some((call) => call.url === '/api/reports/net-worth')).toBe(true));
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/reports/download?key=k', '_blank', 'noopener'), { timeout: 2000 });
  });

  it("prints the retirement plan chosen in the selector, My Plan's first", async () => {
    const stub = setup('/client/reports', makeUser(), { 'POST /api/reports/retirement': { body: link() } });
    const retirement = card('My Retirement Score');
    await waitFor(() => expect(within(retirement).getByLabelText<HTMLInputElement>('Scenario').value).toBe('Retire at 65'));
    fireEvent.click(within(retirement).getByRole('button', { name: 'Download My Retirement Score' }));
    await waitFor(() => expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ scenarioId: 'plan-1' }));
  });

  it("says 'You don't have a reirement scenario to download.' when there is none", async () => {
    const stub = setup('/client/reports', makeUser(), { 'GET /api/my-plan': { body: makeMyPlan(null, []) } });
    await waitFor(() => expect(stub.calls.length).toBe(1));
    await waitFor(() => expect(within(card('My Retirement Score')).getByLabelText('Scenario').hasAttribute('disabled')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Download My Retirement Score' }));
    expect(notifyError).toHaveBeenCalledWith("You don't have a reirement scenario to download.", 'No scenario');
    expect(stub.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('Download all Reports: the message, a progress bar while the job runs, then the PDF', async () => {
    let polls = 0;
    const stub = setup('/client/reports?userId=c-1', makeUser({ id: 'adv', role: 'advisor' }), {
      'POST /api/reports/all': { body: link({ status: 'pending', progress: 0, fileName: 'My Plan Report 2026.pdf' }) },
      'GET /api/reports/status': () => {
        polls += 1;
        return { body: polls < 2 ? link({ status: 'pending', progress: 0.5 }) : link({ url: '/api/reports/download?key=all' }) };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download all Reports' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your reports are being generated, this may take up to a minute.' })),
    );
    expect(await screen.findByRole('progressbar', { name: 'Reports generated' })).toBeTruthy();
    // (A timer of an earlier test may still open its own link: only this one's counts.)
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/reports/download?key=all', '_blank', 'noopener'), { timeout: 5000 });
    expect(stub.calls.find((call) => call.method === 'POST')?.url).toBe('/api/reports/all?userId=c-1');
    expect(stub.calls.filter((call) => call.url.startsWith('/api/reports/status')).length).toBe(2);
  }, 10_000);

  it('refuses an advisor without a client selected, asking the api nothing', async () => {
    const stub = setup('/client/reports', makeUser({ id: 'adv', role: 'advisor' }));
    expect(await screen.findByText("you don't have access to this feature")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download all Reports' })).toBeNull();
    expect(stub.calls).toEqual([]);
  });

  it("shows the api's refusal of a report (a share switch turned off) as an error", async () => {
    setup('/client/reports?userId=c-1', makeUser({ id: 'adv', role: 'advisor' }), {
      'POST /api/reports/cash-flow': { status: 403, body: { error: { code: 'FORBIDDEN', message: "you don't have access to this feature" } } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download Cash Flows' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith("you don't have access to this feature", 'Report not generated'));
    expect(open).not.toHaveBeenCalled();
  });
});
