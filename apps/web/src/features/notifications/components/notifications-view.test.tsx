import type { TNotification } from '@finboard/contracts';
import type { NotificationRecipientRole } from '@finboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeNotification, makeNotificationPage } from '../../../test/notifications-fixtures';
import { findQueryError, makeUser, renderPage, stubFetch } from '../../../test/render';
import { makeScenario } from '../../../test/scenario-fixtures';
import { NotificationsView } from './notifications-view';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const SCENARIO_ID = '11111111-1111-4111-8111-111111111111';

function setup(routes: Parameters<typeof stubFetch>[0], role: NotificationRecipientRole = 'advisor') {
  const stub = stubFetch(routes);
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<NotificationsView role={role} />, { url: '/notifications', user: makeUser({ role }) });
  return { reads: () => stub.calls.filter((call) => call.method === 'GET').map((call) => call.url), calls: stub.calls };
}

const onePage = (notifications: TNotification[]) => ({ 'GET /api/notifications': { body: makeNotificationPage(notifications, 0) } });
const rows = async () => within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
const sentences = async () => (await rows()).map((row) => row.querySelector('p')?.firstChild?.textContent);
const location = async () => (await screen.findByTestId('location')).textContent;

/** Opens the only row's View Details. */
async function viewDetails(user: ReturnType<typeof userEvent.setup>) {
  const [row] = await rows();
  await user.click(within(row!).getByRole('button', { name: 'View Details' }));
}

describe('notifications page', () => {
  it("lists the 6 most recent, newest first, then older ones with 'Show older notifications'", async () => {
    const user = userEvent.setup();
    const { reads } = setup({
      'GET /api/notifications': (call) =>
        call.url.includes('before=c6')
          ? {
              body: makeNotificationPage(
                [7, 8].map((n) => makeNotification(n, { type: 'disconnect', read: true })),
                2,
                null,
              ),
            }
          : {
              body: makeNotificationPage(
                [1, 2, 3, 4, 5, 6].map((n) => makeNotification(n, { type: 'new_client_account' })),
                2,
                'c6',
              ),
            },
    });
    expect(await sentences()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Ann Lee${n} created an account through your link.`));
    expect(within((await rows())[2]!).getByText('3 hours ago')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show older notifications' }));
    await waitFor(async () => expect(await rows()).toHaveLength(8));
    expect((await sentences()).slice(6)).toEqual(['Ann Lee7 disconnected from you.', 'Ann Lee8 disconnected from you.']);
    expect(reads()).toEqual(['/api/notifications?limit=6', '/api/notifications?limit=6&before=c6']);
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).toBeNull();
  });

  it('says when there are none', async () => {
    setup(onePage([]));
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy();
  });

  it('shows an error with Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    setup({
      'GET /api/notifications': () =>
        fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'The notifications could not be read.' } } }
          : { body: makeNotificationPage([makeNotification(1)], 1) },
    });
    await findQueryError('The notifications could not be read.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await sentences()).toEqual(['Ann Lee1 is now connected with you.']);
  });

  it("toggles a disconnect's date and time in New York, with Hide", async () => {
    const user = userEvent.setup();
    setup(onePage([makeNotification(1, { type: 'disconnect', createdAt: '2026-11-24T15:42:00.000Z' })]));
    await viewDetails(user);
    expect(await screen.findByText('Disconnected on Nov 24, 2026 at 10:42 AM EST')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByText(/Disconnected on/)).toBeNull();
    await viewDetails(user);
    expect(await screen.findByText('Disconnected on Nov 24, 2026 at 10:42 AM EST')).toBeTruthy();
    await viewDetails(user);
    expect(screen.queryByText(/Disconnected on/)).toBeNull();
  });

  it("takes an advisor to a newly connected client's quick report", async () => {
    const user = userEvent.setup();
    setup(onePage([makeNotification(1, { type: 'connection' })]));
    await viewDetails(user);
    expect(await location()).toBe('/client/quick-report?userId=person-1');
  });

  it("takes an advisor to a new client's accounts", async () => {
    const user = userEvent.setup();
    setup(onePage([makeNotification(1, { type: 'new_client_account' })]));
    await viewDetails(user);
    expect(await location()).toBe('/client/accounts?userId=person-1');
  });

  it('opens a shared scenario on its screen, as the sharing client', async () => {
    const user = userEvent.setup();
    const { reads } = setup({
      ...onePage([makeNotification(1, { type: 'scenario_share', scenarioId: SCENARIO_ID })]),
      [`GET /api/scenarios/${SCENARIO_ID}`]: { body: { scenario: makeScenario({ calculator: 'mortgageCalculator', type: 'debt' }) } },
    });
    await viewDetails(user);
    expect(await location()).toBe(`/client/scenario/mortgage/${SCENARIO_ID}?userId=person-1`);
    expect(reads()).toContain(`/api/scenarios/${SCENARIO_ID}`);
  });

  it('opens a retirement scenario in My Plan', async () => {
    const user = userEvent.setup();
    setup({
      ...onePage([makeNotification(1, { type: 'scenario_share', scenarioId: SCENARIO_ID })]),
      [`GET /api/scenarios/${SCENARIO_ID}`]: { body: { scenario: makeScenario() } },
    });
    await viewDetails(user);
    expect(await location()).toBe(`/client/my-plan?id=${SCENARIO_ID}&userId=person-1`);
  });

  it('sends an advisor to My Clients for a request, without the accept dialog', async () => {
    const user = userEvent.setup();
    setup(onePage([makeNotification(1, { type: 'connection_request' })]));
    await viewDetails(user);
    expect(await location()).toBe('/advisor/clients');
  });

  it("sends a client to the advisor's profile for a connection, without the Congratulations dialog", async () => {
    const user = userEvent.setup();
    setup(
      onePage([makeNotification(1, { type: 'connection', person: { id: 'adv-9', role: 'advisor', firstName: 'Ada', lastName: 'King', photoUrl: null } })]),
      'client',
    );
    expect(await sentences()).toEqual(['Ada King accepted your connection request.']);
    await viewDetails(user);
    expect(await location()).toBe('/advisor/profile/adv-9');
  });

  it('sends a client to Connected Accounts for a bank that needs its login, without the dialog', async () => {
    const user = userEvent.setup();
    setup(
      onePage([makeNotification(1, { type: 'account_login_required', person: null, institution: { id: 'ins-1', name: 'Chase', logoUrl: null } })]),
      'client',
    );
    expect(await sentences()).toEqual(['Chase needs you to log in again.']);
    await viewDetails(user);
    expect(await location()).toBe('/client/accounts');
  });
});
