import type { TScenario } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { makeScenario } from '../../../test/scenario-fixtures';
import { ScenarioPreviewModal, type ScenarioPreviewModalProps } from './scenario-preview-modal';
import { cardScenario, mortgageScenario, templateScenario, thumbnails } from './scenario-test-data';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

function renderPreview(scenario: TScenario, extra: Parameters<typeof stubFetch>[0] = {}, props: Partial<ScenarioPreviewModalProps> = {}) {
  const stub = stubFetch({ [`GET /api/scenarios/${scenario.id}`]: { body: { scenario } }, ...extra });
  vi.stubGlobal('fetch', stub.fetchStub);
  const handlers = { onClose: vi.fn(), onEdit: vi.fn(), onCreateBlank: vi.fn(), onCopied: vi.fn() };
  renderPage(<ScenarioPreviewModal scenarioId={scenario.id} isReadOnly={false} userId={undefined} {...handlers} {...props} />, {
    url: '/client/scenarios',
    user: makeUser(),
  });
  return { stub, handlers, user: userEvent.setup() };
}

describe('scenario preview', () => {
  it("shows the images, name, description, date and type, and 'Edit Scenario' for one's own", async () => {
    const own = cardScenario({ thumbnails: thumbnails('33333333-3333-4333-8333-333333333333', 2), updatedAt: '2025-03-04T15:00:00.000Z' });
    const { handlers, user } = renderPreview(own);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Pay the card');
    expect(within(dialog).getAllByRole('img', { name: /Pay the card image/ })).toHaveLength(2);
    expect(within(dialog).getByText('Clear the card by summer')).toBeTruthy();
    expect(within(dialog).getByText('Last updated March 4, 2025')).toBeTruthy();
    expect(within(dialog).getByText('Debt')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save Scenario' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Scenario' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(own.id);
    await user.click(within(dialog).getByRole('button', { name: 'Create a Blank Scenario' }));
    expect(handlers.onCreateBlank).toHaveBeenCalled();
  });

  it("offers 'Save Scenario' on a public template, which saves a copy", async () => {
    const template = templateScenario();
    const copy = cardScenario({ id: '55555555-5555-4555-8555-555555555555', name: template.name });
    const { stub, handlers, user } = renderPreview(template, { [`POST /api/scenarios/${template.id}/copy`]: { status: 201, body: { scenario: copy } } });
    const dialog = await screen.findByRole('dialog');
    const save = await within(dialog).findByRole('button', { name: 'Save Scenario' });
    expect(within(dialog).queryByRole('button', { name: 'Edit Scenario' })).toBeNull();
    await user.click(save);
    await waitFor(() => expect(handlers.onCopied).toHaveBeenCalledWith(copy));
    expect(stub.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([`/api/scenarios/${template.id}/copy`]);
  });

  it("offers 'Save Scenario' on another client's public scenario too", async () => {
    renderPreview(makeScenario({ isPublic: true, isShared: true, isOwner: false }));
    await screen.findByRole('button', { name: 'Save Scenario' });
    expect(screen.queryByRole('button', { name: 'Edit Scenario' })).toBeNull();
  });

  it("has the accordions 'How the scenario works' and 'Use this scenario to discover'", async () => {
    const { user } = renderPreview(templateScenario());
    await user.click(await screen.findByRole('button', { name: 'How the scenario works' }));
    expect(await screen.findByText('Enter the card balance, its APR and what you pay each month.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use this scenario to discover' }));
    expect(await screen.findByText('Discover how much a bigger monthly payment shortens the payoff.')).toBeTruthy();
  });

  it('offers no actions to an advisor viewing a client, only the link to its results', async () => {
    const home = mortgageScenario({ isOwner: false, isShared: true });
    renderPreview(home, {}, { isReadOnly: true, userId: 'c1' });
    await screen.findByText('Our first home');
    expect(screen.queryByRole('button', { name: 'Edit Scenario' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Scenario' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create a Blank Scenario' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the Mortgage Calculator' }).getAttribute('href')).toBe(`/client/scenario/mortgage/${home.id}?userId=c1`);
  });
});
