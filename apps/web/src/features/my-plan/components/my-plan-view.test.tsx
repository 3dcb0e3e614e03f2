import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { makeMyPlan, makePlanScenario, makeScenario } from '../../../test/scenario-fixtures';
import { MyPlanView } from './my-plan-view';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
// No canvas here: the chart and gauge are stand-ins that expose what they were given.
vi.mock('./plan-chart', () => ({
  PlanChart: (props: { outcome: string; retirementAge: number; draggable: boolean }) => (
    <div data-testid="plan-chart">{`${props.outcome}|${props.retirementAge}|${props.draggable ? 'draggable' : 'fixed'}`}</div>
  ),
}));
vi.mock('./score-gauge', () => ({ ScoreGauge: ({ score }: { score: number }) => <div data-testid="score">{score}</div> }));

const ADVISOR = makeUser({ id: 'adv', role: 'advisor' });

describe('My Plan page', () => {
  it("asks for the scenario with the '+' restored from a space", async () => {
    const stub = stubFetch({ 'GET /api/my-plan': { body: makeMyPlan(null) } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<MyPlanView />, { url: '/client/my-plan?id=a+b', user: makeUser() });
    await screen.findByText('You have no scenarios.');
    expect(new URL(stub.calls[0]?.url ?? '', 'http://x').searchParams.get('id')).toBe('a+b');
  });

  it('tells an advisor the client has not shared any scenarios', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/my-plan': { body: makeMyPlan(null) } }).fetchStub);
    renderPage(<MyPlanView clientFirstName="Ada" />, { url: '/client/my-plan?userId=c1', user: ADVISOR });
    await screen.findByText('Ada has not shared any scenarios with you.');
  });

  it("says 'Client' when the advisor does not know the client's name", async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/my-plan': { body: makeMyPlan(null) } }).fetchStub);
    renderPage(<MyPlanView />, { url: '/client/my-plan?userId=c1', user: ADVISOR });
    await screen.findByText('Client has not shared any scenarios with you.');
  });

  it('shows the issue and a link to onboarding when there are no results', async () => {
    const scenario = makeScenario({
      computation: { seed: 1, paths: 10, assumptions: null, basis: null, computedAt: null, issue: { field: 'birthDate', message: 'Add your birth date' } },
    });
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/my-plan': { body: makeMyPlan(scenario) } }).fetchStub);
    renderPage(<MyPlanView />, { url: '/client/my-plan', user: makeUser() });
    await screen.findByText('Add your birth date');
    expect(screen.getByRole('link', { name: 'Complete your onboarding' }).getAttribute('href')).toBe('/client/onboarding');
  });

  it('shows the score, the table with retirement years highlighted, and saves a quick change only when asked', async () => {
    const user = userEvent.setup();
    const scenario = makePlanScenario();
    const stub = stubFetch({
      'GET /api/my-plan': { body: makeMyPlan(scenario) },
      [`PATCH /api/scenarios/${scenario.id}`]: { body: { scenario } },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<MyPlanView />, { url: '/client/my-plan', user: makeUser() });

    await screen.findByTestId('plan-chart');
    expect(screen.getByTestId('plan-chart').textContent).toBe('All Outcomes|65|draggable');
    expect(screen.getByTestId('score').textContent).toBe(String(scenario.retirementScore));
    const table = screen.getByRole('table', { name: 'Plan by age' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText(/probability of success/)).toBeTruthy();
    expect(screen.getByText(/200 simulations, random seed 1234/)).toBeTruthy();

    // A quick change is a what-if: nothing is saved until Save.
    await user.click(screen.getByRole('button', { name: 'Retire 2 years later' }));
    const whatIf = await screen.findByRole('alert', { name: 'What-if (not saved)' });
    expect(within(whatIf).getByText('Retire at 67 instead of 65.')).toBeTruthy();
    expect(screen.getByText('Retirement age: 67')).toBeTruthy();
    expect(stub.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(whatIf).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stub.calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(stub.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      inputs: { calculator: 'monteCarlo', retirementAge: 67, savingsRate: 0.1 },
    });
  });

  it('Reset puts the saved plan back, and the score with it', async () => {
    const user = userEvent.setup();
    const scenario = makePlanScenario();
    const stub = stubFetch({ 'GET /api/my-plan': { body: makeMyPlan(scenario) } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<MyPlanView />, { url: '/client/my-plan', user: makeUser() });
    await screen.findByTestId('plan-chart');
    const slider = screen.getByRole('slider');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    const whatIf = await screen.findByRole('alert', { name: 'What-if (not saved)' });
    expect(within(whatIf).getByText('Retire at 63 instead of 65.')).toBeTruthy();
    await user.click(within(whatIf).getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('alert', { name: 'What-if (not saved)' })).toBeNull();
    expect(screen.getByText('Retirement age: 65')).toBeTruthy();
    expect(screen.getByTestId('plan-chart').textContent).toBe('All Outcomes|65|draggable');
    expect(screen.getByTestId('score').textContent).toBe(String(scenario.retirementScore));
    expect(stub.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('moves the chart and the score with a preview at once', async () => {
    const scenario = makePlanScenario();
    const earlier = makePlanScenario({ retirementAge: 63, savingsRate: 0.1 });
    expect(earlier.retirementScore).not.toBe(scenario.retirementScore);
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /api/my-plan': { body: makeMyPlan(scenario) }, [`PATCH /api/scenarios/${scenario.id}`]: { body: { scenario } } }).fetchStub,
    );
    renderPage(<MyPlanView />, { url: '/client/my-plan', user: makeUser() });
    await screen.findByTestId('plan-chart');

    // Two quick steps, as a drag makes them: the preview (no worker here: the same engine in the page) is at 63.
    const slider = screen.getByRole('slider');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(screen.getByTestId('plan-chart').textContent).toBe('All Outcomes|63|draggable');
    expect(screen.getByText('Retirement age: 63')).toBeTruthy();
    expect(screen.getByTestId('score').textContent).toBe(String(earlier.retirementScore));
  });

  it('says where each starting figure comes from, and the depletion age of the path shown', async () => {
    const scenario = makePlanScenario();
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/my-plan': { body: makeMyPlan(scenario) } }).fetchStub);
    renderPage(<MyPlanView />, { url: '/client/my-plan', user: makeUser() });
    const sources = await screen.findByRole('region', { name: 'Where your plan starts' });
    expect(within(sources).getByText(/from your onboarding answers/)).toBeTruthy();
    expect(within(sources).getByText(/from your Income page/)).toBeTruthy();
    expect(within(sources).getByText(/savings rate leaves of your salary/)).toBeTruthy();
    const results = scenario.results?.calculator === 'monteCarlo' ? scenario.results : null;
    const median = results?.medianPercentileCents ?? [];
    const depleted = median.findIndex((cents) => cents <= 0);
    const expected = depleted === -1 ? 'not depleted by 86' : String(results?.rows[depleted]?.age);
    expect(screen.getByTestId('depletion-age').textContent).toBe(`Depletion age (median path): ${expected}`);
  });

  it('is read-only for an advisor: no dragging, no quick buttons', async () => {
    const scenario = makePlanScenario();
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/my-plan': { body: makeMyPlan(scenario) } }).fetchStub);
    renderPage(<MyPlanView />, { url: '/client/my-plan?userId=c1', user: ADVISOR });
    await screen.findByTestId('plan-chart');
    expect(screen.getByTestId('plan-chart').textContent).toBe('All Outcomes|65|fixed');
    expect(screen.queryByRole('button', { name: 'Retire 2 years later' })).toBeNull();
  });
});
