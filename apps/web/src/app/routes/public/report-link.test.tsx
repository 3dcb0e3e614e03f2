import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderPage } from '../../../test/render';
import { Component as ReportLinkPage } from './report-link';

describe('the report link page', () => {
  it('an expired link says so, with the way back to Print Reports for a client', () => {
    renderPage(<ReportLinkPage />, { url: '/report-link?problem=expired', user: makeUser({ role: 'client' }) });
    expect(screen.getByRole('alert').textContent).toBe('This report link has expired. Generate the report again.');
    expect(screen.getByRole('link', { name: 'Back to Print Reports' }).getAttribute('href')).toBe('/client/reports');
  });

  it('an unknown problem reads as an invalid link; a visitor is offered the log in', () => {
    renderPage(<ReportLinkPage />, { url: '/report-link?problem=%3Cscript%3E' });
    expect(screen.getByRole('alert').textContent).toBe('This report link is not valid. Generate the report again.');
    expect(screen.getByRole('link', { name: 'Go to Log In' }).getAttribute('href')).toBe('/');
  });

  it("an advisor refused after a disconnect: 'you don't have access to this feature', back to the dashboard", () => {
    renderPage(<ReportLinkPage />, { url: '/report-link?problem=forbidden', user: makeUser({ role: 'advisor' }) });
    expect(screen.getByRole('alert').textContent).toBe("you don't have access to this feature");
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/advisor/dashboard');
  });
});
