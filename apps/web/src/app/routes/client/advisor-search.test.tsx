import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdvisorCard, makeSearchResponse } from '../../../test/directory-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { Component as AdvisorCategoryPage } from './advisor-category';
import { Component as AdvisorSearchPage } from './advisor-search';

describe('client advisor search', () => {
  it('checks the ZIP code, then opens the advisors near it with the category and radius', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', stubFetch({}).fetchStub);
    renderPage(<AdvisorSearchPage />, { url: '/client/advisor-search', user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Enter a 5-digit ZIP code')).toBeTruthy();

    await user.type(screen.getByLabelText('ZIP code'), '22201');
    await user.selectOptions(screen.getByLabelText('Category'), 'CPA');
    await user.selectOptions(screen.getByLabelText('Distance'), '50');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location').textContent).toBe('/client/advisor-category/22201?categories=CPA&radius=50');
  });
});

describe('client advisors near a ZIP code', () => {
  it("searches the landing intent's categories near the ZIP code, with the client's actions and profiles in a new tab", async () => {
    const stub = stubFetch({
      'GET /api/directory/advisors': {
        body: makeSearchResponse({
          advisors: [makeAdvisorCard({ viewerConnection: { id: '0b5c3a2e-1111-4111-8111-000000000001', status: 'connected', requestedBy: 'client' } })],
        }),
      },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<AdvisorCategoryPage />, { url: '/client/advisor-category/22201?intent=invest', pattern: '/client/advisor-category/:zip', user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Advisors near 22201 (Arlington, VA)' })).toBeTruthy();
    const grace = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(within(grace).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(within(grace).getByRole('link', { name: 'Grace Hopper' }).getAttribute('target')).toBe('_blank');
    expect(within(grace).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('/advisor/profile/adv-1');
    expect(stub.calls[0]?.url).toBe('/api/directory/advisors?zip=22201&radius=25&categories=CFA%2CCIC%2CCFS&page=1&pageSize=20');
    expect(screen.getByRole('link', { name: '← Back to Advisor Search' }).getAttribute('href')).toBe('/client/advisor-search');
  });

  it('says a ZIP code that is not one cannot be found, and searches nothing', () => {
    const stub = stubFetch({});
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<AdvisorCategoryPage />, { url: '/client/advisor-category/abc', pattern: '/client/advisor-category/:zip', user: makeUser() });
    expect(screen.getByRole('alert').textContent).toBe("We couldn't find ZIP code abc. Check it and try again.");
    expect(stub.calls).toEqual([]);
  });
});
