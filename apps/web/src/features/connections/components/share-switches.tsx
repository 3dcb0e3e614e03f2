import type { TShareSettings } from '@finboard/contracts';
import { ShareSwitchFields, type ShareSwitchFieldsProps } from '../../../components/share-switches/share-switch-fields';
import { errorMessage } from '../../../lib/app-error';
import { notifyError } from '../../../lib/notify';
import { useUpdateShare } from '../api';

export interface ShareSwitchesProps {
  connectionId: string;
  share: TShareSettings;
  legend?: string;
  /** Switches this advisor asked for, with the line saying so; the one a notification points at is highlighted. */
  asked?: ShareSwitchFieldsProps['asked'];
  highlighted?: ShareSwitchFieldsProps['highlighted'];
}

/**
 * What one advisor can see, saved at once: the shared switches (components/share-switches, the
 * domain's toggleShare) bound to a connection. While a save runs the switches show the values being
 * saved and wait, so two quick flips cannot race.
 */
export function ShareSwitches({ connectionId, share, legend, asked, highlighted }: ShareSwitchesProps) {
  const update = useUpdateShare();
  const shown = update.isPending && update.variables ? { ...share, ...update.variables.share } : share;

  return (
    <ShareSwitchFields
      value={shown}
      legend={legend}
      asked={asked}
      highlighted={highlighted}
      disabled={update.isPending}
      onChange={(next) => update.mutate({ connectionId, share: next }, { onError: (error) => notifyError(errorMessage(error)) })}
    />
  );
}
