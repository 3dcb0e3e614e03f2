import type { Db } from '@finboard/db';
import type { Actor } from './actor';
import { findGrant } from './grants.repository';

export interface FileFacts {
  ownerId: string;
  purpose: string;
  ownerRole: string | null;
  /** The reader is an advisor connected to the owner right now. */
  readerIsConnectedAdvisor: boolean;
}

/**
 * Identity documents are for their owner alone, never an advisor. An advisor's photo and company
 * logo are public (the directory shows them to visitors). A client's photo is seen by the client
 * and by the advisors connected to them (My Clients, the profile viewer).
 */
export function canReadFile(actor: Actor | null, file: FileFacts): boolean {
  if (actor?.userId === file.ownerId) return true;
  if (file.purpose.startsWith('identity')) return false;
  if (file.ownerRole === 'advisor') return true;
  return file.purpose === 'photo' && file.readerIsConnectedAdvisor;
}

/**
 * canReadFile with its last fact looked up: whether the reader is an advisor connected to a client
 * owner now (one grant query, made only when it can change the answer).
 */
export async function canReadStoredFile(db: Db, actor: Actor | null, file: Omit<FileFacts, 'readerIsConnectedAdvisor'>): Promise<boolean> {
  const readerIsConnectedAdvisor =
    actor?.role === 'advisor' && file.ownerRole === 'client' && (await findGrant(db, { clientId: file.ownerId, advisorId: actor.userId })) !== null;
  return canReadFile(actor, { ...file, readerIsConnectedAdvisor });
}

/** Private files are never cached and always download rather than render. */
export function isPrivateFile(purpose: string): boolean {
  return purpose.startsWith('identity') || purpose === 'photo';
}
