import { checkScenarioName, SCENARIO_NAME_MAX_LENGTH } from '@finboard/domain';
import { TextInput } from '@mantine/core';

export interface ScenarioNameFieldProps {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}

/** The scenario name: at most 30 characters (spec 01 §9); the message shows once something was typed. */
export function ScenarioNameField({ value, onChange, autoFocus }: ScenarioNameFieldProps) {
  const issue = value === '' ? null : checkScenarioName(value);
  return (
    <TextInput
      label="Name"
      value={value}
      maxLength={SCENARIO_NAME_MAX_LENGTH}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={issue?.message}
      description={`${value.length}/${SCENARIO_NAME_MAX_LENGTH}`}
      data-autofocus={autoFocus || undefined}
    />
  );
}
