import { describe, expect, it } from 'vitest';
import { ZIP_MESSAGE } from '../directory/places';
import { contactZipIssue } from './contact-zip';

describe('contactZipIssue', () => {
  it('accepts a 5-digit ZIP, a ZIP+4 and no ZIP at all on a US address', () => {
    for (const zip of ['10001', '10025-4321', '', '  ', ' 60601 ']) expect(contactZipIssue(zip, false)).toBeNull();
  });

  it('refuses anything else on a US address, with the directory’s message', () => {
    for (const zip of ['1000', '100011', 'ABCDE', '10001-', '10001-12', '10001 4321', '1e5', '-10001']) expect(contactZipIssue(zip, false)).toBe(ZIP_MESSAGE);
  });

  it('keeps a postal code abroad as typed', () => {
    for (const zip of ['SW1A 1AA', 'H2X 1Y4', '75008']) expect(contactZipIssue(zip, true)).toBeNull();
  });
});
