import { SEARCH_RESULT_LIMIT } from '@finboard/domain';
import type { SearchItem } from './search-item';

/** Lower case, accents removed, runs of white space made one space, trimmed. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);

/** Whether `word` occurs in `text` at the start of a word (after a space or punctuation, or first). */
function startsAWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (!isWordCharacter(text[at - 1])) return true;
  }
  return false;
}

/** How well a label matches a normalized query, best first: 0 starts with it, 1 every word starts a word, 2 every word inside. */
export type MatchRank = 0 | 1 | 2;

/** The label's rank for a query already normalized (and not empty), or null when a word is missing. */
export function matchRank(label: string, query: string): MatchRank | null {
  const text = normalizeSearchText(label);
  if (text.startsWith(query)) return 0;
  const words = query.split(' ');
  if (!words.every((word) => text.includes(word))) return null;
  return words.every((word) => startsAWord(text, word)) ? 1 : 2;
}

/**
 * The items whose label holds every word of the query (case, accents and extra spaces ignored),
 * best match first, the given order kept among equals, at most `limit`. An empty query finds nothing.
 */
export function matchSearch<T extends Pick<SearchItem, 'label'>>(items: readonly T[], query: string, limit = SEARCH_RESULT_LIMIT): T[] {
  const normalized = normalizeSearchText(query);
  if (!normalized) return [];
  return items
    .map((item, index) => ({ item, index, rank: matchRank(item.label, normalized) }))
    .filter((entry): entry is { item: T; index: number; rank: MatchRank } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.item);
}
