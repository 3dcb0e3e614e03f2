/** What a search result is: a page of the app, a connected client, a client's institution or a notification. */
export type SearchItemKind = 'page' | 'client' | 'institution' | 'notification';

/** One thing the top bar's search can find: its text to match and show, and the page it opens. */
export interface SearchItem {
  /** Unique among the items (the option's value). */
  key: string;
  kind: SearchItemKind;
  /** The text matched and shown. */
  label: string;
  /** A short second line (whose institution it is, that it is a notification); not matched. */
  hint?: string;
  /** The route it links to. */
  href: string;
}
