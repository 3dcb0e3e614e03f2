// White marks on a brand-coloured tile, drawn as shapes only: no font is needed to render them,
// so a logo looks the same on every machine.

export type EmblemName = 'tree' | 'wave' | 'mountain' | 'star' | 'keystone' | 'bird' | 'cap' | 'house' | 'sun' | 'lighthouse' | 'redwoods' | 'globe';

const EMBLEMS: Record<EmblemName, string> = {
  tree: '<polygon points="50,14 76,52 61,52 80,78 20,78 39,52 24,52"/><rect x="45" y="78" width="10" height="10"/>',
  wave: '<path d="M12 44 q12 -14 25 0 t25 0 t25 0" fill="none" stroke-width="8" stroke-linecap="round"/><path d="M12 64 q12 -14 25 0 t25 0 t25 0" fill="none" stroke-width="8" stroke-linecap="round"/>',
  mountain: '<polygon points="10,80 40,30 54,52 64,38 90,80"/>',
  star: '<polygon points="50,12 61,38 89,40 67,58 74,86 50,71 26,86 33,58 11,40 39,38"/>',
  keystone: '<polygon points="26,18 74,18 62,84 38,84"/>',
  bird: '<circle cx="42" cy="54" r="22"/><circle cx="62" cy="36" r="12"/><polygon points="72,32 88,38 72,42"/>',
  cap: '<polygon points="50,24 92,42 50,60 8,42"/><path d="M28 52 v16 q22 12 44 0 v-16 l-22 10 z"/>',
  house: '<polygon points="50,16 88,50 76,50 76,84 24,84 24,50 12,50"/>',
  sun: '<circle cx="50" cy="56" r="20"/><rect x="10" y="70" width="80" height="10" rx="4"/>',
  lighthouse: '<polygon points="42,30 58,30 64,86 36,86"/><rect x="40" y="16" width="20" height="12" rx="3"/>',
  redwoods: '<polygon points="34,12 50,84 18,84"/><polygon points="66,22 82,84 50,84"/>',
  globe:
    '<circle cx="50" cy="50" r="34" fill="none" stroke-width="7"/><ellipse cx="50" cy="50" rx="14" ry="34" fill="none" stroke-width="6"/><rect x="16" y="47" width="68" height="6"/>',
};

export function emblemSvg(emblem: EmblemName, color: string, size: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" rx="22" fill="${color}"/>` +
    `<g fill="#ffffff" stroke="#ffffff">${EMBLEMS[emblem]}</g></svg>`
  );
}
