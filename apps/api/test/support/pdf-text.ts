import { parseDollarsAndCents } from '@finboard/domain/format';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's text runs, page by page (empty runs left out), as pdfjs reads them. */
export async function pdfPagesText(pdf: Buffer): Promise<string[][]> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item.str.trim()] : [])));
  }
  await document.destroy();
  return pages;
}

/**
 * The amount printed right after a label (the reports print each figure as label, then amount);
 * the first such pair, since a label may also be a heading.
 */
export function centsAfter(runs: readonly string[], label: string): number | null {
  const at = runs.findIndex((run, index) => run === label && parseDollarsAndCents(runs[index + 1] ?? '') !== null);
  return at === -1 ? null : parseDollarsAndCents(runs[at + 1] ?? '');
}

/** The text right after a label. */
export function textAfter(runs: readonly string[], label: string): string | null {
  const at = runs.indexOf(label);
  return at === -1 ? null : (runs[at + 1] ?? null);
}
