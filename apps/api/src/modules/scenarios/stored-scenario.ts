import { ZCapitalMarketAssumptions, ZScenarioBasis, ZScenarioInputs, ZScenarioIssue, ZScenarioResults } from '@finboard/contracts';
import { z } from 'zod';
import { isStoredJson, parseStoredJson } from '../../errors/stored-json';

// The scenarios' jsonb columns, read through the contracts' schemas. Inputs, assumptions and image
// ids are the scenario itself: one that does not parse is a 500 (StoredDataError). Outputs, basis and
// outputs_issue are derived from them: refreshIfStale recomputes a row whose derived columns do not
// parse (a shape from an older build), so only a reader that cannot recompute meets the error.

const place = (row: { id: string }, column: string, table = 'scenarios') => ({ table, column, rowId: row.id });

const ZThumbnailFileIds = z.array(z.string());
const ZStoredResults = ZScenarioResults.nullable();
const ZStoredBasis = ZScenarioBasis.nullable();
const ZStoredIssue = ZScenarioIssue.nullable();

export const storedInputs = (row: { id: string; inputs: unknown }) => parseStoredJson(ZScenarioInputs, row.inputs, place(row, 'inputs'));
export const storedTemplateInputs = (template: { id: string; inputs: unknown }) =>
  parseStoredJson(ZScenarioInputs, template.inputs, place(template, 'inputs', 'scenario_templates'));
export const storedAssumptions = (row: { id: string; assumptions: unknown }) =>
  parseStoredJson(ZCapitalMarketAssumptions.nullable(), row.assumptions, place(row, 'assumptions'));
export const storedThumbnailFileIds = (row: { id: string; thumbnailFileIds: unknown }) =>
  parseStoredJson(ZThumbnailFileIds, row.thumbnailFileIds, place(row, 'thumbnail_file_ids'));
export const storedResults = (row: { id: string; outputs: unknown }) => parseStoredJson(ZStoredResults, row.outputs, place(row, 'outputs'));
export const storedBasis = (row: { id: string; basis: unknown }) => parseStoredJson(ZStoredBasis, row.basis, place(row, 'basis'));
export const storedIssue = (row: { id: string; outputsIssue: unknown }) => parseStoredJson(ZStoredIssue, row.outputsIssue, place(row, 'outputs_issue'));

/** Whether the derived columns have their shapes; when not, they are recomputed rather than read. */
export const hasReadableComputation = (row: { outputs: unknown; basis: unknown; outputsIssue: unknown }) =>
  isStoredJson(ZStoredResults, row.outputs) && isStoredJson(ZStoredBasis, row.basis) && isStoredJson(ZStoredIssue, row.outputsIssue);
