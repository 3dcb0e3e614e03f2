import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built web app: next to the api's source in development, next to its bundle after a build. */
export function findWebDist(configured: string | null): string | null {
  const candidates = configured
    ? [configured]
    : [new URL('../../../web/dist', import.meta.url), new URL('../../web/dist', import.meta.url)].map((url) => fileURLToPath(url));
  return candidates.find((folder) => existsSync(`${folder}/index.html`)) ?? null;
}
