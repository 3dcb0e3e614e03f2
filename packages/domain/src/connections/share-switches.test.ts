import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHARE_ALL, SHARE_SWITCHES, type ShareSettings, type ShareSwitch, settleShare, toggleShare } from './share-switches';

const arbSettings = fc.record({ all: fc.boolean(), netWorth: fc.boolean(), cashFlow: fc.boolean(), retirementScore: fc.boolean() });
const arbSwitch = fc.constantFrom<ShareSwitch>(...SHARE_SWITCHES);

describe('toggleShare (spec 01 §4 data share toggles)', () => {
  it('All on turns every switch on; All off turns every switch off', () => {
    fc.assert(
      fc.property(arbSettings, (settings) => {
        expect(toggleShare(settings, 'all', true)).toEqual(SHARE_ALL);
        expect(toggleShare(settings, 'all', false)).toEqual({ all: false, netWorth: false, cashFlow: false, retirementScore: false });
      }),
    );
  });

  it('all three individually off sets All off; all three on sets All on', () => {
    let settings: ShareSettings = SHARE_ALL;
    settings = toggleShare(settings, 'netWorth', false);
    expect(settings.all).toBe(true);
    settings = toggleShare(settings, 'cashFlow', false);
    expect(settings.all).toBe(true);
    settings = toggleShare(settings, 'retirementScore', false);
    expect(settings).toEqual({ all: false, netWorth: false, cashFlow: false, retirementScore: false });
    settings = toggleShare(settings, 'netWorth', true);
    settings = toggleShare(settings, 'cashFlow', true);
    expect(settings.all).toBe(false);
    settings = toggleShare(settings, 'retirementScore', true);
    expect(settings).toEqual(SHARE_ALL);
  });

  it('a switch flip changes that switch only (All aside), and All is consistent whenever the three agree', () => {
    fc.assert(
      fc.property(arbSettings, arbSwitch, fc.boolean(), (settings, which, on) => {
        const next = toggleShare(settings, which, on);
        expect(next[which]).toBe(on);
        for (const other of SHARE_SWITCHES.filter((name) => name !== which)) expect(next[other]).toBe(settings[other]);
        const values = SHARE_SWITCHES.map((name) => next[name]);
        if (values.every(Boolean)) expect(next.all).toBe(true);
        if (!values.some(Boolean)) expect(next.all).toBe(false);
      }),
    );
  });
});

describe('settleShare', () => {
  it('takes the three as sent and makes All follow them', () => {
    expect(settleShare({ netWorth: true, cashFlow: true, retirementScore: true, all: false })).toEqual(SHARE_ALL);
    expect(settleShare({ netWorth: false, cashFlow: false, retirementScore: false, all: true }).all).toBe(false);
    expect(settleShare({ netWorth: false, cashFlow: true, retirementScore: false }, false).all).toBe(false);
    expect(settleShare({ netWorth: false, cashFlow: true, retirementScore: false }, true).all).toBe(true);
  });
});
