/**
 * What a client shares with a connected advisor (spec 01 §4 "Data share toggles"). Access reads the
 * three switches; All is the dialog's shortcut and follows the spec's rules.
 */
export type ShareSwitch = 'netWorth' | 'cashFlow' | 'retirementScore';
export const SHARE_SWITCHES: readonly ShareSwitch[] = ['netWorth', 'cashFlow', 'retirementScore'];

export const SHARE_SWITCH_LABELS: Record<ShareSwitch | 'all', string> = {
  all: 'All',
  netWorth: 'Net Worth',
  cashFlow: 'Cash Flow',
  retirementScore: 'Retirement Score',
};

export interface ShareSettings {
  all: boolean;
  netWorth: boolean;
  cashFlow: boolean;
  retirementScore: boolean;
}

/** Every switch on: the default of a new connection. */
export const SHARE_ALL: ShareSettings = { all: true, netWorth: true, cashFlow: true, retirementScore: true };

/**
 * One flip of one switch. All on turns every switch on (off turns every switch off); with the three
 * all off All goes off, with the three all on All goes on, and while they are mixed All keeps its value.
 */
export function toggleShare(current: ShareSettings, which: ShareSwitch | 'all', on: boolean): ShareSettings {
  if (which === 'all') return { all: on, netWorth: on, cashFlow: on, retirementScore: on };
  const next = { ...current, [which]: on };
  const onCount = SHARE_SWITCHES.filter((name) => next[name]).length;
  if (onCount === 0) return { ...next, all: false };
  if (onCount === SHARE_SWITCHES.length) return { ...next, all: true };
  return next;
}

/** A whole set of switches as sent by a client, made consistent with the rules (All follows the three). */
export function settleShare(requested: Omit<ShareSettings, 'all'> & { all?: boolean }, previousAll = true): ShareSettings {
  const onCount = SHARE_SWITCHES.filter((name) => requested[name]).length;
  const all = onCount === 0 ? false : onCount === SHARE_SWITCHES.length ? true : (requested.all ?? previousAll);
  return { all, netWorth: requested.netWorth, cashFlow: requested.cashFlow, retirementScore: requested.retirementScore };
}
