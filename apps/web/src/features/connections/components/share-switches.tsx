import type { TShareSettings } from '@finboard/contracts';
import { SHARE_SWITCH_LABELS, SHARE_SWITCHES, type ShareSwitch, toggleShare } from '@finboard/domain/connections';
import { Fieldset, Stack, Switch } from '@mantine/core';
import { errorMessage } from '../../../lib/app-error';
import { notifyError } from '../../../lib/notify';
import { useUpdateShare } from '../api';

const SWITCH_ORDER: readonly (ShareSwitch | 'all')[] = ['all', ...SHARE_SWITCHES];

export interface ShareSwitchesProps {
  connectionId: string;
  share: TShareSettings;
  legend?: string;
}

/**
 * What one advisor can see: All, Net Worth, Cash Flow, Retirement Score. Every flip goes through the
 * domain's toggleShare (spec 01 §4 data share toggles) and is saved at once; while a save runs the
 * switches show the values being saved and wait, so two quick flips cannot race.
 */
export function ShareSwitches({ connectionId, share, legend = 'What they can see' }: ShareSwitchesProps) {
  const update = useUpdateShare();
  const shown = update.isPending && update.variables ? { ...share, ...update.variables.share } : share;

  const flip = (which: ShareSwitch | 'all', on: boolean) =>
    update.mutate(
      { connectionId, share: toggleShare(shown, which, on) },
      { onError: (error) => notifyError(errorMessage(error)) },
    );

  return (
    <Fieldset legend={legend} variant="unstyled" disabled={update.isPending}>
      <Stack gap="xs" mt="xs">
        {SWITCH_ORDER.map((which) => (
          <Switch
            key={which}
            label={SHARE_SWITCH_LABELS[which]}
            checked={shown[which]}
            onChange={(event) => flip(which, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
