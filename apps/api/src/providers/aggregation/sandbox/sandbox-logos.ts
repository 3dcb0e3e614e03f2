import { emblemSvg } from './sandbox-emblems';
import type { SandboxInstitution } from './sandbox-institutions';

const LOGO_SIZE = 96;

// Rendering is the only slow part of an institution; it never changes, so each is drawn once.
const cache = new Map<string, Promise<string>>();

/** The institution's logo as base64 PNG, the form Plaid's /institutions/get_by_id returns. */
export function renderInstitutionLogo(institution: SandboxInstitution): Promise<string> {
  let logo = cache.get(institution.institutionId);
  if (!logo) {
    const svg = emblemSvg(institution.emblem, institution.primaryColor, LOGO_SIZE);
    // sharp loads on the first logo drawn, not with the server.
    logo = import('sharp').then(({ default: sharp }) => sharp(Buffer.from(svg)).png().toBuffer()).then((png) => png.toString('base64'));
    // A failed render must not be cached forever.
    logo.catch(() => cache.delete(institution.institutionId));
    cache.set(institution.institutionId, logo);
  }
  return logo;
}
