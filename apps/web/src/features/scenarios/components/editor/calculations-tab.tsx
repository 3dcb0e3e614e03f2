import type { TScenario } from '@finboard/contracts';
import { calculatorsForType, checkScenarioInputs } from '@finboard/domain';
import { Alert, Card, Group, Select, Stack, Text } from '@mantine/core';
import { CALCULATOR_FIELDS } from '../../lib/calculator-fields';
import { changeCalculator, draftInputs, type EditorDraft } from '../../lib/editor-draft';
import { creditCardSummary, NEVER_PAID_OFF, previewCreditCard } from '../../lib/payoff-summary';
import { CALCULATOR_LABELS } from '../../lib/scenario-links';
import { CalculatorFieldInput } from './calculator-field-input';

export interface CalculationsTabProps {
  scenario: TScenario;
  draft: EditorDraft;
  onChange: (draft: EditorDraft) => void;
}

/** The calculator's inputs, checked as they change by the same rules the api uses. */
export function CalculationsTab({ scenario, draft, onChange }: CalculationsTabProps) {
  const inputs = draftInputs(draft, scenario);
  const calculators = calculatorsForType(draft.type);
  const issue = draft.inputs ? checkScenarioInputs(draft.inputs) : null;
  const startsAfresh = draft.inputs === null && inputs.calculator !== scenario.inputs.calculator;
  return (
    <Stack gap="md">
      {calculators.length > 1 ? (
        <Select
          label="Calculator"
          data={calculators.map((calculator) => ({ value: calculator, label: CALCULATOR_LABELS[calculator] }))}
          value={inputs.calculator}
          onChange={(value) => value && onChange(changeCalculator(draft, scenario, value))}
          allowDeselect={false}
        />
      ) : (
        <Text fz="sm" fw={500}>
          Calculator: {CALCULATOR_LABELS[inputs.calculator]}
        </Text>
      )}
      {startsAfresh && (
        <Alert color="blue" variant="light">
          {inputs.calculator === 'monteCarlo'
            ? 'When you save, the plan starts from your own retirement age and savings rate.'
            : 'When you save, the calculator starts from these inputs.'}
        </Alert>
      )}
      {CALCULATOR_FIELDS[inputs.calculator].map((field) => (
        <CalculatorFieldInput
          key={`${inputs.calculator}:${field.key}`}
          field={field}
          inputs={inputs}
          onChange={(next) => onChange({ ...draft, inputs: next })}
          error={issue?.field === `inputs.${field.key}` ? issue.message : undefined}
        />
      ))}
      {inputs.calculator === 'creditCardPayoff' && !issue && <CreditCardPreview inputs={inputs} />}
    </Stack>
  );
}

function CreditCardPreview({ inputs }: { inputs: Parameters<typeof previewCreditCard>[0] }) {
  const preview = previewCreditCard(inputs);
  if (!preview) return null;
  const lines = creditCardSummary(preview);
  return (
    <Card withBorder padding="sm" aria-label="Payoff preview">
      <Text fw={600} fz="sm" mb={6}>
        Payoff preview
      </Text>
      {lines ? (
        <Stack gap={4}>
          {lines.map((line) => (
            <Group key={line.label} justify="space-between">
              <Text fz="sm">{line.label}</Text>
              <Text fz="sm" fw={600}>
                {line.value}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text fz="sm">{NEVER_PAID_OFF}</Text>
      )}
    </Card>
  );
}
