import { describe, expect, it } from 'vitest';
import { formatLinkedAt, labelOf } from './format';

describe('account formats', () => {
  it("shows Date Linked as 'DD MMM, YYYY HH:mm A' in New York time", () => {
    expect(formatLinkedAt('2024-03-05T14:07:00.000Z')).toBe('05 Mar, 2024 09:07 AM');
    // Summer time, and a late-evening link that is still the previous day in New York.
    expect(formatLinkedAt('2024-07-01T03:30:00.000Z')).toBe('30 Jun, 2024 23:30 PM');
  });

  it('labels provider values for people', () => {
    expect(labelOf('money market')).toBe('Money Market');
    expect(labelOf('primary_residence')).toBe('Primary Residence');
    expect(labelOf('401k')).toBe('401k');
    expect(labelOf('sep ira')).toBe('SEP IRA');
  });
});
