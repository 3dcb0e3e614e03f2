import { describe, expect, it } from 'vitest';
import { shareRequestHref } from './use-notification-details';

describe("View Details of an advisor's ask to share", () => {
  it('opens the share switches with the asked one marked', () => {
    expect(shareRequestHref({ shareRequest: { id: 'r1', part: 'netWorth' }, scenarioId: null })).toBe('/user-profile?tab=1&ask=r1');
  });

  it("opens a scenario's Sharing tab for a scenario", () => {
    expect(shareRequestHref({ shareRequest: { id: 'r2', part: 'scenario' }, scenarioId: 's1' })).toBe('/client/scenarios?share=s1');
  });

  it('opens the scenarios, each with its Sharing tab, for a retirement plan of the client’s choice', () => {
    expect(shareRequestHref({ shareRequest: { id: 'r3', part: 'scenario' }, scenarioId: null })).toBe('/client/scenarios');
  });

  it('falls back to the switches when the request is gone', () => {
    expect(shareRequestHref({ scenarioId: null })).toBe('/user-profile?tab=1');
  });
});
