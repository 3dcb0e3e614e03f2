import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdvisorCard } from '../../../test/directory-fixtures';
import { renderPage } from '../../../test/render';
import { AdvisorCard } from './advisor-card';
import { AdvisorGrid } from './advisor-grid';

function renderCard(overrides: Parameters<typeof makeAdvisorCard>[0] = {}, props: Partial<Parameters<typeof AdvisorCard>[0]> = {}) {
  renderPage(<AdvisorCard advisor={makeAdvisorCard(overrides)} layout="grid" profileHref="/advisor-profile/adv-1?finboardUser=false" {...props} />, {
    url: '/advisor-list/22201',
    pattern: '/advisor-list/:search',
  });
  return screen.getByRole('article', { name: 'Grace Hopper' });
}

describe('AdvisorCard', () => {
  it('shows who the advisor is, where, how far, how rated and for whom', () => {
    const card = renderCard();
    expect(within(card).getByRole('heading', { name: 'Grace Hopper' })).toBeTruthy();
    expect(within(card).getByText('Financial Planner')).toBeTruthy();
    expect(within(card).getByText('Financial Planner (CFP) · Estate Planner (AEP)')).toBeTruthy();
    expect(within(card).getByText('Harbor Wealth')).toBeTruthy();
    expect(within(card).getByText(/Arlington, VA/)).toBeTruthy();
    expect(within(card).getByText('3.2 mi away')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5 by 12 clients' })).toBeTruthy();
    const types = within(within(card).getByRole('list', { name: 'Client types' })).getAllByRole('listitem');
    expect(types.map((item) => item.textContent)).toEqual(['Retirement', 'Business', 'Estates', '+2']);
    expect(types[3]?.getAttribute('aria-label')).toBe('2 more: Trust, Divorce');
    // The initials stand in for a missing photo.
    expect(within(card).getByText('GH')).toBeTruthy();
  });

  it('links the name and View Profile to the profile, in a new tab when asked', () => {
    const card = renderCard({}, { profileInNewTab: true });
    for (const link of [within(card).getByRole('link', { name: 'Grace Hopper' }), within(card).getByRole('link', { name: 'View Profile' })]) {
      expect(link.getAttribute('href')).toBe('/advisor-profile/adv-1?finboardUser=false');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('opens the profile in the same tab by default', () => {
    const card = renderCard();
    expect(within(card).getByRole('link', { name: 'View Profile' }).getAttribute('target')).toBeNull();
  });

  it('shows the static 5 stars as "No ratings yet" before anyone rated', () => {
    const card = renderCard({ rating: { average: null, count: 0 } });
    expect(within(card).getByRole('img', { name: 'No ratings yet' })).toBeTruthy();
    expect(within(card).queryByText(/\(\d+\)/)).toBeNull();
  });

  it('says "1 client" for a single rating and rounds the average to half a star', () => {
    const card = renderCard({ rating: { average: 3.8, count: 1 } });
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5 by 1 client' })).toBeTruthy();
  });

  it('leaves out the distance without a searched ZIP and what the advisor did not fill in', () => {
    const card = renderCard({ distanceMiles: null, firmName: '', clientTypes: [], photoUrl: 'https://cdn.example.com/grace.png' });
    expect(within(card).queryByText(/away/)).toBeNull();
    expect(within(card).queryByText('Harbor Wealth')).toBeNull();
    expect(within(card).queryByRole('list', { name: 'Client types' })).toBeNull();
    expect(within(card).getByRole('img', { name: 'Grace Hopper' }).getAttribute('src')).toBe('https://cdn.example.com/grace.png');
  });

  it('says "Under 1 mi" for the same place', () => {
    const card = renderCard({ distanceMiles: 0.2 });
    expect(within(card).getByText('Under 1 mi away')).toBeTruthy();
  });

  it("renders the page's action", () => {
    const card = renderCard({}, { action: <button type="button">Connect</button> });
    expect(within(card).getByRole('button', { name: 'Connect' })).toBeTruthy();
  });

  it('lays out as a row in the list layout and the grid holds every card as a list item', () => {
    renderPage(
      <AdvisorGrid columns={5} layout="list" label="Advisors">
        <AdvisorCard key="a" advisor={makeAdvisorCard()} layout="list" profileHref="/advisor-profile/adv-1" />
        <AdvisorCard
          key="b"
          advisor={makeAdvisorCard({ id: 'adv-2', firstName: 'Alan', lastName: 'Turing' })}
          layout="list"
          profileHref="/advisor-profile/adv-2"
        />
      </AdvisorGrid>,
      { url: '/x' },
    );
    const list = screen.getByRole('list', { name: 'Advisors' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Grace Hopper', 'Alan Turing']);
  });
});
