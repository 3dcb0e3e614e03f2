/** The most one import takes (issue 37): bigger files are refused with the limit named. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_BYTES_LABEL = '10 MB';
export const IMPORT_MAX_ROWS = 50_000;
/** How many errors and near-duplicates a preview lists (the counts are always whole). */
export const IMPORT_PREVIEW_LIST_MAX = 500;
/** Days apart within which the same amount is a near-duplicate the client decides on. */
export const NEAR_DUPLICATE_DAYS = 3;
