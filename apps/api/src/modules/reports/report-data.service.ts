import type { TCreateReportRequest, TScenario } from '@finboard/contracts';
import { type ReportKind } from '@finboard/domain/reports';
import type { ClientDataRead } from '../../access/client-data-read';
import { notFound } from '../../errors/app-error';
import { getBalanceSheet } from '../balance-sheet/balance-sheet.service';
import { getCashFlow } from '../cash-flow/cash-flow.service';
import { listInvestments } from '../investments/investments.service';
import { getNetWorth } from '../net-worth/net-worth.service';
import { getMyPlan } from '../scenarios/my-plan.service';
import { SCENARIO_NOT_FOUND } from '../scenarios/scenario-lookup.service';
import { getScenario } from '../scenarios/scenarios.service';
import type { ReportSection } from './report-model';
import type { ReportDeps, ReportReadDeps } from './report-deps';

/** Rows of the cash-flow table a report prints (the newest); the totals always cover the whole period. */
export const REPORT_TRANSACTION_ROWS = 40;

/**
 * The plan the report shows: the one chosen in the selector, or My Plan's. An id that is not one of
 * this client's plans the viewer may see (someone else's, a debt scenario) is NOT_FOUND.
 */
async function loadRetirementScenario(deps: ReportDeps, read: ClientDataRead, options: TCreateReportRequest): Promise<TScenario | null> {
  const plan = await getMyPlan(deps, read, {});
  if (!options.scenarioId) return plan.active;
  if (!plan.scenarios.some((scenario) => scenario.id === options.scenarioId)) throw notFound(SCENARIO_NOT_FOUND);
  if (plan.active?.id === options.scenarioId) return plan.active;
  return (await getScenario(deps, read.actor, options.scenarioId)).scenario;
}

/** One report's data, read through the services the screens use, so the PDF's numbers are the screens'. */
export async function loadReportSection(deps: ReportReadDeps, read: ClientDataRead, kind: ReportKind, options: TCreateReportRequest): Promise<ReportSection> {
  const dates = { ...(options.startDate ? { startDate: options.startDate } : {}), ...(options.endDate ? { endDate: options.endDate } : {}) };
  switch (kind) {
    case 'netWorth':
      return { kind, netWorth: await getNetWorth(deps, read, dates) };
    case 'cashFlow':
      return { kind, cashFlow: await getCashFlow(deps, read, { ...dates, limit: REPORT_TRANSACTION_ROWS, offset: 0 }) };
    case 'investment':
      return { kind, investments: await listInvestments(deps, read) };
    case 'liabilities':
      return { kind, liabilities: await getBalanceSheet(deps.db, read, 'liabilities') };
    case 'retirement':
      return { kind, scenario: await loadRetirementScenario(deps, read, options) };
    case 'quickReport': {
      // The quick report's own reads: today's balance sheet and the past month (as /client/quick-report).
      const [netWorth, cashFlow] = await Promise.all([getNetWorth(deps, read, {}), getCashFlow(deps, read, { period: '1M', limit: 1, offset: 0 })]);
      return { kind, netWorth, cashFlow };
    }
  }
}
