import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeAdvisorDetails, makeProfile } from '../../../test/profile-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { AdvisorProfileView } from './advisor-profile-view';

function renderView(routes: Parameters<typeof stubFetch>[0]) {
  vi.stubGlobal('fetch', stubFetch(routes).fetchStub);
  return renderPage(<AdvisorProfileView userId="a1" />, { url: '/advisor/profile/a1', user: makeUser() });
}

describe('AdvisorProfileView', () => {
  it('shows the public profile read-only, with the breadcrumb and a calendar link', async () => {
    const profile = makeProfile({
      userId: 'a1',
      role: 'advisor',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      advisor: makeAdvisorDetails({ calendarLink: 'calendly.com/grace', clientTypes: ['Athletes'] }),
    });
    renderView({ 'GET /api/advisors/a1/profile': { body: { profile } } });
    expect(screen.getByRole('status', { name: 'Loading advisor profile' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Advisors' }).getAttribute('href')).toBe('/client/board-advisor');
    expect(screen.getByText('Advisors Profile')).toBeTruthy();
    // Spec 02: "Breadcrumb 'My Advisors > Advisors Profile' links to /client/board-advisor."
    expect(screen.getByLabelText('Breadcrumb').textContent).toBe('My Advisors>Advisors Profile');
    expect(screen.getByRole('link', { name: 'Speak with Advisor' }).getAttribute('href')).toBe('https://calendly.com/grace');
    expect(screen.getByText('Athletes')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('falls back to email when there is no calendar link', async () => {
    const profile = makeProfile({ userId: 'a1', role: 'advisor', email: 'grace@example.com' });
    renderView({ 'GET /api/advisors/a1/profile': { body: { profile } } });
    const link = await screen.findByRole('link', { name: 'Speak with Advisor' });
    expect(link.getAttribute('href')).toBe('mailto:grace@example.com');
  });

  it('goes to the 404 page when the user is not an advisor', async () => {
    const notFound = { error: { code: 'NOT_FOUND', message: 'Profile not found' } };
    renderView({ 'GET /api/advisors/a1/profile': { status: 404, body: notFound } });
    expect((await screen.findByTestId('location')).textContent).toBe('/pages/not-found');
  });
});
