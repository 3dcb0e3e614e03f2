/** Spec 01 §9: names longer than 12 characters show as their first 10 plus '...' in menus. */
export const MENU_NAME_MAX = 12;
export const MENU_NAME_KEEP = 10;

export function truncateMenuName(name: string): string {
  const trimmed = name.trim();
  return trimmed.length > MENU_NAME_MAX ? `${trimmed.slice(0, MENU_NAME_KEEP)}...` : trimmed;
}
