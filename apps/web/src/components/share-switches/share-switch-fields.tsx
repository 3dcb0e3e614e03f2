import { SHARE_SWITCH_LABELS, SHARE_SWITCHES, type ShareSettings, type ShareSwitch, toggleShare } from '@finboard/domain/connections';
import { Fieldset, Stack, Switch } from '@mantine/core';

const SWITCH_ORDER: readonly (ShareSwitch | 'all')[] = ['all', ...SHARE_SWITCHES];

export interface ShareSwitchFieldsProps {
  value: ShareSettings;
  /** The switches after one flip, already settled by the domain's All rules (toggleShare). */
  onChange: (next: ShareSettings) => void;
  legend?: string;
  disabled?: boolean;
}

/**
 * What a client shares with an advisor: All, Net Worth, Cash Flow, Retirement Score (spec 01 §4
 * data share toggles). Presentational: the caller keeps the value (the connect funnel in memory,
 * Board of Advisors on the server).
 */
export function ShareSwitchFields({ value, onChange, legend = 'What they can see', disabled = false }: ShareSwitchFieldsProps) {
  return (
    <Fieldset legend={legend} variant="unstyled" disabled={disabled}>
      <Stack gap="xs" mt="xs">
        {SWITCH_ORDER.map((which) => (
          <Switch
            key={which}
            label={SHARE_SWITCH_LABELS[which]}
            checked={value[which]}
            onChange={(event) => onChange(toggleShare(value, which, event.currentTarget.checked))}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
