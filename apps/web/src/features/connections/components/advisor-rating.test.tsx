import type { TMyAdvisor } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notifyError } from '../../../lib/notify';
import { makeMyAdvisor } from '../../../test/connections-fixtures';
import { makeUser, renderPage, stubFetch, type StubCall } from '../../../test/render';
import { BoardOfAdvisorsView } from './board-of-advisors-view';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const GRACE = makeMyAdvisor({ rating: { average: 4.3, count: 12 } });
const ALAN = makeMyAdvisor({
  connection: { id: '0b5c3a2e-1111-4111-8111-000000000002', advisorId: 'adv-2', status: 'pending', acceptedAt: null, acceptedFrom: null },
  advisor: { id: 'adv-2', firstName: 'Alan', lastName: 'Turing', calendarLink: null, addressLine: '' },
  rating: { average: 4, count: 2 },
});
const RATING_URL = 'PUT /api/directory/advisors/adv-1/rating';

function setup(advisors: TMyAdvisor[], rating: (call: StubCall) => { status?: number; body: unknown } = () => ({ body: {} })) {
  const stub = stubFetch({ 'GET /api/connections/advisors': { body: { advisors } }, [RATING_URL]: rating });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<BoardOfAdvisorsView />, { url: '/client/board-advisor', user: makeUser() });
  return stub;
}

const rowOf = (name: string) => screen.findByRole('article', { name });
/** A pointer picks a star by its label (Mantine's radios are visually hidden behind the stars). */
const starOf = (row: HTMLElement, name: string) => {
  const radio = within(row).getByRole('radio', { name });
  return row.querySelector(`label[for="${radio.id}"]`) as HTMLElement;
};
const checkedStar = (row: HTMLElement) =>
  within(within(row).getByRole('radiogroup', { name: 'Your rating of Grace Hopper' }))
    .getAllByRole('radio')
    .find((radio) => (radio as HTMLInputElement).checked)
    ?.getAttribute('aria-label');

describe('Board of Advisors ratings', () => {
  it("lets a connected advisor's client rate in half steps, beside the average and count", async () => {
    setup([GRACE]);
    const grace = await rowOf('Grace Hopper');
    const group = within(grace).getByRole('radiogroup', { name: 'Your rating of Grace Hopper' });
    const labels = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-label'));
    expect(labels).toContain('Half a star');
    expect(labels).toContain('1 star');
    expect(labels).toContain('4.5 stars');
    expect(labels).toContain('5 stars');
    expect(within(grace).getByText('4.5 · 12 ratings')).toBeTruthy();
    expect(within(grace).getByText('Rate this advisor')).toBeTruthy();
    expect(checkedStar(grace)).not.toBe('4.5 stars');
  });

  it('saves a rating and shows the new average, count and the chosen stars', async () => {
    const user = userEvent.setup();
    const { calls } = setup([GRACE], (call) => ({ body: { stars: (call.body as { stars: number }).stars, rating: { average: 4.32, count: 13 } } }));
    const grace = await rowOf('Grace Hopper');
    await user.click(starOf(grace, '3.5 stars'));

    await waitFor(() => expect(within(grace).getByText('Your rating: 3.5 stars')).toBeTruthy());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([{ method: 'PUT', url: '/api/directory/advisors/adv-1/rating', body: { stars: 3.5 } }]);
    expect(within(grace).getByText('4.5 · 13 ratings')).toBeTruthy();
    expect(checkedStar(grace)).toBe('3.5 stars');
  });

  it('shows the saved rating, and keeps it when a new one is refused', async () => {
    const user = userEvent.setup();
    const refusal = { error: { code: 'FORBIDDEN', message: 'Only a connected client can rate this advisor.', requestId: 'r1' } };
    const { calls } = setup([makeMyAdvisor({ rating: { average: 5, count: 1 }, myRating: 5 })], () => ({ status: 403, body: refusal }));
    const grace = await rowOf('Grace Hopper');
    expect(within(grace).getByText('Your rating: 5 stars')).toBeTruthy();
    expect(within(grace).getByText('5.0 · 1 rating')).toBeTruthy();
    expect(checkedStar(grace)).toBe('5 stars');

    // From the keyboard: Enter on a star's radio chooses it.
    within(grace).getByRole('radio', { name: '2 stars' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(refusal.error.message, 'Rating not saved'));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    await waitFor(() => expect(checkedStar(grace)).toBe('5 stars'));
  });

  it('shows a pending advisor the average read-only, and the static stars while nobody has rated', async () => {
    setup([
      GRACE,
      ALAN,
      makeMyAdvisor({ connection: { id: 'c3', advisorId: 'adv-3', status: 'pending' }, advisor: { id: 'adv-3', firstName: 'Ada', lastName: 'Byron' } }),
    ]);
    const alan = await rowOf('Alan Turing');
    expect(within(alan).getByRole('img', { name: 'Rated 4 out of 5 by 2 clients' })).toBeTruthy();
    expect(within(alan).getByText('4.0 · 2 ratings')).toBeTruthy();
    expect(within(alan).queryByRole('radio')).toBeNull();
    const ada = await rowOf('Ada Byron');
    expect(within(ada).getByRole('img', { name: 'No ratings yet' })).toBeTruthy();
    expect(within(ada).getByText('No ratings yet', { selector: 'p' })).toBeTruthy();
  });
});
