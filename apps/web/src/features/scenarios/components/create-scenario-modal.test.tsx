import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { CreateScenarioModal } from './create-scenario-modal';
import { cardScenario } from './scenario-test-data';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

function renderModal() {
  const created = cardScenario({ name: 'Retire early', type: 'retire' });
  const stub = stubFetch({ 'POST /api/scenarios': { status: 201, body: { scenario: created } } });
  vi.stubGlobal('fetch', stub.fetchStub);
  const onCreated = vi.fn();
  renderPage(<CreateScenarioModal opened onClose={vi.fn()} onCreated={onCreated} />, { url: '/client/scenarios', user: makeUser() });
  return { stub, onCreated, user: userEvent.setup(), dialog: screen.getByRole('dialog', { name: 'Create New Scenario' }) };
}

describe('Create New Scenario', () => {
  it('starts on Debt and keeps Create disabled while the name is empty or blank', async () => {
    const { dialog, user } = renderModal();
    expect(within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Type' }).value).toBe('Debt');
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    expect(create).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Name'), 'x');
    expect(create).toHaveProperty('disabled', false);
  });

  it('takes at most 30 characters and the chosen type', async () => {
    const { dialog, user, stub, onCreated } = renderModal();
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Debt', 'Invest', 'Portfolio', 'Retirement']);
    await user.click(screen.getByRole('option', { name: 'Retirement' }));
    const name = within(dialog).getByLabelText<HTMLInputElement>('Name');
    await user.type(name, 'Retire early and travel the world for years');
    expect(name.value).toBe('Retire early and travel the wo');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(stub.calls[0]?.body).toEqual({ type: 'retire', name: 'Retire early and travel the wo' });
  });
});
