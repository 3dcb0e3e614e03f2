import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderPage } from '../../../test/render';
import { Component as NotFoundPage } from './not-found';

const button = () => screen.getByRole('button', { name: /Go to Log In|Dashboard|Home/ });

async function followButton() {
  await userEvent.setup().click(button());
  return (await screen.findByTestId('location')).textContent;
}

describe('404 page', () => {
  it("says '404' and 'Sorry Page not found.'", () => {
    renderPage(<NotFoundPage />, { url: '/pages/not-found' });
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByText('Sorry Page not found.')).toBeTruthy();
  });

  it("offers a visitor 'Go to Log In' to /", async () => {
    renderPage(<NotFoundPage />, { url: '/pages/not-found' });
    expect(button().textContent).toBe('Go to Log In');
    expect(await followButton()).toBe('/');
  });

  it("offers an advisor 'Dashboard'", async () => {
    renderPage(<NotFoundPage />, { url: '/pages/not-found', user: makeUser({ role: 'advisor' }) });
    expect(button().textContent).toBe('Dashboard');
    expect(await followButton()).toBe('/advisor/dashboard');
  });

  it("offers a client 'Home'", async () => {
    renderPage(<NotFoundPage />, { url: '/pages/not-found', user: makeUser({ role: 'client' }) });
    expect(button().textContent).toBe('Home');
    expect(await followButton()).toBe('/home');
  });
});
