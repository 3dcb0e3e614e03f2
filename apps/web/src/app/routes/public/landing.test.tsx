import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HowItWorksModal } from '../../../features/directory/components/landing/how-it-works-modal';
import { makeUser, renderPage } from '../../../test/render';
import { Component } from './landing';

const open = (user: ReturnType<typeof makeUser> | null = null) => {
  const view = renderPage(<Component />, { url: '/welcome', user });
  return { ...view, where: () => `${view.router.state.location.pathname}${view.router.state.location.search}` };
};

describe('/welcome', () => {
  it('has the headline, the tabs, Professional Sign Up, Login and the support phone', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Find a financial advisor near you' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Invest', 'Plan', 'Invest & Plan']);
    expect(screen.getByRole('tab', { name: 'Invest & Plan' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Professional Sign Up' }).getAttribute('href')).toBe('/register/advisor');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Call support at 1-800-555-0199' }).getAttribute('href')).toBe('tel:18005550199');
  });

  it("refuses a ZIP code that is not one with the domain's message", async () => {
    const user = userEvent.setup();
    const { where } = open();
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '2220');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByText('Enter a 5-digit ZIP code')).toBeTruthy();
    expect(where()).toBe('/welcome');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(where()).toBe('/welcome');
  });

  it('sends a visitor to the public list with the chosen tab, keeping the ZIP code across tabs', async () => {
    const user = userEvent.setup();
    const { where } = open();
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '22201-1234');
    await user.click(screen.getByRole('tab', { name: 'Plan' }));
    expect(screen.getByText('Plan: Financial Planner, Financial Consultant, Estate Planner, LTC Coordinator.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'ZIP code' }).value).toBe('22201-1234');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(where()).toBe('/advisor-list/22201?intent=plan');
  });

  it('sends a signed-in client to their own category page, and shows them Home instead of Login', async () => {
    const user = userEvent.setup();
    const { where } = open(makeUser());
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
    await user.click(screen.getByRole('tab', { name: 'Invest' }));
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '10001{Enter}');
    expect(where()).toBe('/client/advisor-category/10001?intent=invest');
  });

  it('sends a signed-in advisor to the public list', async () => {
    const user = userEvent.setup();
    const { where } = open(makeUser({ role: 'advisor' }));
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/advisor/dashboard');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '10001');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(where()).toBe('/advisor-list/10001?intent=both');
  });

  it('opens How it works: without a video, the drawn poster and the three steps', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'How it works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How it works' });
    expect(within(dialog).getByRole('img', { name: 'Search by ZIP code, compare advisors, connect and plan together' })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Search by ZIP code', 'Compare advisors', 'Connect and plan together']);
    expect(within(dialog).queryByTitle('How it works video')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await screen.findByRole('button', { name: 'How it works' });
  });

  it('plays the configured video, embedded or as a file', () => {
    const { unmount } = renderPage(<HowItWorksModal opened onClose={() => undefined} videoUrl="about:blank" />);
    expect(screen.getByTitle('How it works video').tagName).toBe('IFRAME');
    unmount();
    renderPage(<HowItWorksModal opened onClose={() => undefined} videoUrl="https://cdn.example.com/how.mp4" />);
    expect(screen.getByLabelText('How it works video').tagName).toBe('VIDEO');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
