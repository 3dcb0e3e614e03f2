import { defaultScenarioInputs, SCENARIO_MESSAGES } from '@finboard/domain';
import { describe, expect, it } from 'vitest';
import { makeDebtScenario, makeScenario } from '../../../test/scenario-fixtures';
import { changeCalculator, changeType, draftFromScenario, draftInputs, draftIssue, updateRequest } from './editor-draft';

const card = makeDebtScenario({ calculator: 'creditCardPayoff', balanceCents: 500_000, interestRate: 0.2, paymentPerMonthCents: 20_000 }, null, {
  name: 'Card',
});

describe('the editor draft', () => {
  it('is no change until something is edited', () => {
    expect(updateRequest(draftFromScenario(card), card)).toBeNull();
  });

  it('sends only what changed; an information change is saved as such', () => {
    const draft = { ...draftFromScenario(card), name: '  New name ', description: 'Why' };
    expect(updateRequest(draft, card)).toEqual({ name: 'New name', description: 'Why', updateMode: 'information' });
  });

  it('new inputs are a calculation save', () => {
    const inputs = { ...card.inputs, paymentPerMonthCents: 50_000 } as typeof card.inputs;
    expect(updateRequest({ ...draftFromScenario(card), inputs }, card)).toEqual({ inputs, updateMode: 'calculation' });
  });

  it('a type whose calculator differs lets the api start it afresh (a calculation save), showing its defaults meanwhile', () => {
    const draft = changeType(draftFromScenario(card), 'retire');
    expect(draft.inputs).toBeNull();
    expect(draftInputs(draft, card)).toEqual(defaultScenarioInputs('monteCarlo'));
    expect(updateRequest(draft, card)).toEqual({ type: 'retire', updateMode: 'calculation' });
  });

  it('keeps edited inputs that still fit the new type', () => {
    const plan = makeScenario({ type: 'retire' });
    const edited = { ...draftFromScenario(plan), inputs: { calculator: 'monteCarlo' as const, retirementAge: 60, savingsRate: 0.2 } };
    expect(changeType(edited, 'invest').inputs).toEqual(edited.inputs);
    expect(changeType(edited, 'debt').inputs).toBeNull();
  });

  it('another debt calculator starts from its defaults, the saved one from the saved inputs', () => {
    const draft = changeCalculator(draftFromScenario(card), card, 'loanPayoff');
    expect(draft.inputs).toEqual(defaultScenarioInputs('loanPayoff'));
    expect(changeCalculator(draft, card, 'creditCardPayoff').inputs).toEqual(card.inputs);
  });

  it('checks the name, then the inputs, with the api rules and messages', () => {
    expect(draftIssue({ ...draftFromScenario(card), name: ' ' })?.message).toBe(SCENARIO_MESSAGES.nameRequired);
    const zeroBalance = { ...draftFromScenario(card), inputs: { ...card.inputs, balanceCents: 0 } as typeof card.inputs };
    expect(draftIssue(zeroBalance)).toEqual({ field: 'inputs.balanceCents', message: 'Balance must be greater than 0' });
  });
});
