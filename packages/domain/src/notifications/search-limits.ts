/** The top bar's search lists at most this many matches (spec 01 §2 Menus, §9 "search results 5"). */
export const SEARCH_RESULT_LIMIT = 5;
