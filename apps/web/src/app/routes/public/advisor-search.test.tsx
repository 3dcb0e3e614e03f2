import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { Component } from './advisor-search';

const open = () => {
  const view = renderPage(<Component />, { url: '/advisor-search' });
  return { ...view, where: () => `${view.router.state.location.pathname}${view.router.state.location.search}` };
};

describe('/advisor-search', () => {
  it('has the headline, the search form, the categories and the disclosures', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Find an Advisor' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Distance' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^(Banker|Broker|Financial|Estate|Insurance|CPA) / }).map((b) => b.textContent)).toEqual([
      'BankerMortgage Banker (CMB)',
      'BrokerInvestment Counselor (CIC)',
      'FinancialFinancial Planner (CFP)',
      'EstateEstate Planner (AEP)',
      'InsuranceInsurance Professional (CRPC)',
      'CPAPublic Accountant (CPA)',
    ]);
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe('/terms-and-conditions');
  });

  it('searches the list with the ZIP code, category and radius', async () => {
    const user = userEvent.setup();
    const { where } = open();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Enter a 5-digit ZIP code')).toBeTruthy();
    expect(where()).toBe('/advisor-search');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '22201');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'CFA');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), '50');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(where()).toBe('/advisor-list/22201?categories=CFA&radius=50');
  });

  it('opens a category near the ZIP code, or asks for the ZIP code first', async () => {
    const user = userEvent.setup();
    const { where } = open();
    await user.click(screen.getByRole('button', { name: /^Estate / }));
    expect(screen.getByText('Enter a 5-digit ZIP code')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'ZIP code' }));
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '10001');
    await user.click(screen.getByRole('button', { name: /^Estate / }));
    expect(where()).toBe('/advisor-list/10001?categories=AEP');
  });
});
