import { DEFAULT_ASSUMPTIONS } from '@finboard/domain/planning';
import { describe, expect, it } from 'vitest';
import { StoredDataError } from '../../errors/stored-json';
import {
  hasReadableComputation,
  storedAssumptions,
  storedBasis,
  storedInputs,
  storedResults,
  storedTemplateInputs,
  storedThumbnailFileIds,
} from './stored-scenario';

const id = 'scenario-1';
const CARD_INPUTS = { calculator: 'creditCardPayoff', balanceCents: 500_000, interestRate: 0.2, paymentPerMonthCents: 20_000 };
const CARD_RESULTS = { calculator: 'creditCardPayoff', monthsToPayoff: 1, totalPrincipalPaidCents: 1, totalInterestPaidCents: 0, monthlyData: [] };
const SCHEDULE_BASIS = { kind: 'schedule', asOfDate: '2026-11-27', annualIncomeCents: null, monthlyDebtsCents: 0 };

describe('the scenarios jsonb columns', () => {
  it('read inputs, results, basis, assumptions and image ids as written', () => {
    expect(storedInputs({ id, inputs: CARD_INPUTS })).toEqual(CARD_INPUTS);
    expect(storedTemplateInputs({ id: 'template-1', inputs: CARD_INPUTS })).toEqual(CARD_INPUTS);
    expect(storedResults({ id, outputs: CARD_RESULTS })).toEqual(CARD_RESULTS);
    expect(storedResults({ id, outputs: null })).toBeNull();
    expect(storedBasis({ id, basis: SCHEDULE_BASIS })).toEqual(SCHEDULE_BASIS);
    const assumptions = JSON.parse(JSON.stringify(DEFAULT_ASSUMPTIONS)) as object;
    expect(storedAssumptions({ id, assumptions })).toEqual(assumptions);
    expect(storedThumbnailFileIds({ id, thumbnailFileIds: ['f1', 'f2'] })).toEqual(['f1', 'f2']);
  });

  it('refuse inputs of another shape (an unknown calculator, a key the contract does not have, an amount as text)', () => {
    expect(() => storedInputs({ id, inputs: { calculator: 'annuity', years: 3 } })).toThrow(StoredDataError);
    expect(() => storedInputs({ id, inputs: { ...CARD_INPUTS, legacyField: 1 } })).toThrow(StoredDataError);
    expect(() => storedInputs({ id, inputs: { ...CARD_INPUTS, balanceCents: '5000' } })).toThrow('scenarios.inputs of row scenario-1');
    expect(() => storedTemplateInputs({ id: 'template-1', inputs: {} })).toThrow('scenario_templates.inputs of row template-1');
    expect(() => storedThumbnailFileIds({ id, thumbnailFileIds: [1] })).toThrow(StoredDataError);
  });

  it('tell derived columns of an older shape apart, so they are recomputed rather than read', () => {
    expect(hasReadableComputation({ outputs: CARD_RESULTS, basis: SCHEDULE_BASIS, outputsIssue: null })).toBe(true);
    expect(hasReadableComputation({ outputs: null, basis: null, outputsIssue: { field: 'birthDate', message: 'x' } })).toBe(true);
    const { monthlyData: _dropped, ...olderResults } = CARD_RESULTS;
    expect(hasReadableComputation({ outputs: olderResults, basis: SCHEDULE_BASIS, outputsIssue: null })).toBe(false);
    expect(hasReadableComputation({ outputs: CARD_RESULTS, basis: { asOfDate: '2026-11-27' }, outputsIssue: null })).toBe(false);
  });
});
