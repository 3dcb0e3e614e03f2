import { SHARE_SWITCH_LABELS, SHARE_SWITCHES, type ShareSettings, type ShareSwitch, toggleShare } from '@finboard/domain/connections';
import { Box, Fieldset, Stack, Switch } from '@mantine/core';
import { useEffect, useRef } from 'react';

const SWITCH_ORDER: readonly (ShareSwitch | 'all')[] = ['all', ...SHARE_SWITCHES];

export interface ShareSwitchFieldsProps {
  value: ShareSettings;
  /** The switches after one flip, already settled by the domain's All rules (toggleShare). */
  onChange: (next: ShareSettings) => void;
  legend?: string;
  disabled?: boolean;
  /** Switches an advisor asked for, each with the line that says so ('Asked by Ann Lee on 11-03-2026'). */
  asked?: Partial<Record<ShareSwitch, string>>;
  /** The switch a notification's View Details points at: marked and scrolled into view. */
  highlighted?: ShareSwitch | null;
}

/**
 * What a client shares with an advisor: All, Net Worth, Cash Flow, Retirement Score (spec 01 §4
 * data share toggles). Presentational: the caller keeps the value (the connect funnel in memory,
 * Board of Advisors on the server).
 */
export function ShareSwitchFields({ value, onChange, legend = 'What they can see', disabled = false, asked = {}, highlighted = null }: ShareSwitchFieldsProps) {
  const highlightedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // happy-dom and old browsers may lack it; the mark alone still shows.
    highlightedRef.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  return (
    <Fieldset legend={legend} variant="unstyled" disabled={disabled}>
      <Stack gap="xs" mt="xs">
        {SWITCH_ORDER.map((which) => {
          const isHighlighted = which !== 'all' && which === highlighted;
          return (
            <Box
              key={which}
              ref={isHighlighted ? highlightedRef : undefined}
              data-highlighted={isHighlighted || undefined}
              p={isHighlighted ? 'xs' : undefined}
              bg={isHighlighted ? 'yellow.1' : undefined}
              style={isHighlighted ? { borderRadius: 'var(--mantine-radius-sm)', outline: '2px solid var(--mantine-color-yellow-6)' } : undefined}
            >
              <Switch
                label={SHARE_SWITCH_LABELS[which]}
                description={which === 'all' ? undefined : asked[which]}
                checked={value[which]}
                onChange={(event) => onChange(toggleShare(value, which, event.currentTarget.checked))}
              />
            </Box>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
