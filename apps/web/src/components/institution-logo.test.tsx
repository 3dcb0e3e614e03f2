import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { InstitutionLogo } from './institution-logo';

describe('InstitutionLogo', () => {
  it("shows the first two words' initials when there is no logo", () => {
    renderPage(<InstitutionLogo name="summit  savings bank" logoUrl={null} />);
    expect(screen.getByText('SS')).toBeTruthy();
  });

  it('marks a bank that needs its login refreshed', () => {
    const { container } = renderPage(<InstitutionLogo name="Redwood Bank" logoUrl={null} needsLogin />);
    expect(container.querySelector('[data-needs-login="true"]')).not.toBeNull();
  });

  it('leaves other banks unmarked', () => {
    const { container } = renderPage(<InstitutionLogo name="Redwood Bank" logoUrl={null} />);
    expect(screen.getByText('RB')).toBeTruthy();
    expect(container.querySelector('[data-needs-login]')).toBeNull();
  });
});
