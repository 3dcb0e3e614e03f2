import type { Actor } from './actor';

export interface FileFacts {
  ownerId: string;
  purpose: string;
  ownerRole: string | null;
}

/**
 * Identity documents are for their owner alone. An advisor's photo and company logo are public
 * (the directory shows them to visitors). A client's photo is the client's own for now; connected
 * advisors will see it once client-advisor links exist.
 */
export function canReadFile(actor: Actor | null, file: FileFacts): boolean {
  if (actor?.userId === file.ownerId) return true;
  if (file.purpose.startsWith('identity')) return false;
  return file.ownerRole === 'advisor';
}

/** Private files are never cached and always download rather than render. */
export function isPrivateFile(purpose: string): boolean {
  return purpose.startsWith('identity') || purpose === 'photo';
}
