import { CLIENT_TYPES } from '@finboard/domain/profile';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdvisorDetails, makeProfile } from '../../../test/profile-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { CompanyInfoForm } from './company-info-form';

describe('CompanyInfoForm', () => {
  it('saves the whole advisor section, All chip included', async () => {
    const user = userEvent.setup();
    const profile = makeProfile({ role: 'advisor' });
    const { fetchStub, calls } = stubFetch({ 'PATCH /api/profile': { body: { profile } } });
    vi.stubGlobal('fetch', fetchStub);
    renderPage(<CompanyInfoForm profile={profile} />, { url: '/user-profile', user: makeUser({ role: 'advisor' }) });

    const firm = screen.getByLabelText('Firm Name');
    await user.clear(firm);
    await user.type(firm, 'Hopper & Co');
    await user.click(screen.getByRole('checkbox', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      advisor: makeAdvisorDetails({ firmName: 'Hopper & Co', clientTypes: ['All', ...CLIENT_TYPES] }),
    });
  });

  it('shows the saved categories and saves the changed list as acronyms', async () => {
    const user = userEvent.setup();
    const profile = makeProfile({ role: 'advisor', advisor: makeAdvisorDetails({ categories: ['CFP', 'CPA'] }) });
    const { fetchStub, calls } = stubFetch({ 'PATCH /api/profile': { body: { profile } } });
    vi.stubGlobal('fetch', fetchStub);
    renderPage(<CompanyInfoForm profile={profile} />, { url: '/user-profile', user: makeUser({ role: 'advisor' }) });

    const field = screen.getByRole('combobox', { name: 'Advisor Categories' });
    const pills = Array.from(field.closest('.mantine-PillGroup-group')?.querySelectorAll('.mantine-Pill-label') ?? []);
    expect(pills.map((pill) => pill.textContent)).toEqual(['Financial Planner (CFP)', 'Public Accountant (CPA)']);
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'Attorney (JD)' }));
    await user.click(screen.getByRole('option', { name: 'Public Accountant (CPA)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ advisor: makeAdvisorDetails({ categories: ['CFP', 'JD'] }) });
  });

  it('keeps the office number numeric and checks the firm website', async () => {
    const user = userEvent.setup();
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal('fetch', fetchStub);
    renderPage(<CompanyInfoForm profile={makeProfile({ role: 'advisor' })} />, { url: '/user-profile' });
    const office = screen.getByLabelText('Office Number');
    await user.clear(office);
    await user.type(office, 'abc5551234');
    expect(office).toHaveProperty('value', '555-123-4');
    const website = screen.getByLabelText('Firm Website');
    await user.clear(website);
    await user.type(website, 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a valid web address.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
