import { isOfxText } from './ofx';
import { isQifText } from './qif';

export type ImportFileKind = 'ofx' | 'qif' | 'csv';

/** A file's kind from its text (its name and content type are the client's, so never trusted): null when it is none we read. */
export function detectFileKind(text: string): ImportFileKind | null {
  if (isOfxText(text)) return 'ofx';
  if (isQifText(text)) return 'qif';
  // Markup or JSON (an HTML error page saved as .csv, an export of another app) is no bank's CSV.
  if (/^\s*[<{[]/.test(text)) return null;
  return 'csv';
}
