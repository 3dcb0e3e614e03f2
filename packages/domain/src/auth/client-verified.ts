/**
 * Spec 01 §3 names `client_verified` on the user, and §2 uses it once: the quick-action menu shows for
 * 'an advisor or verified client'. The spec says no more of who sets it, so it is derived, never stored
 * or ticked by hand: a client whose email is proved (`verified`) and whose registration is complete
 * (§4: 'registration complete when completionDate is set'). A client half-way through sign-up is not one.
 */
export interface ClientVerifiedSubject {
  role: string | null;
  verified: boolean;
  completionDate: string | null;
}

export function isClientVerified(user: ClientVerifiedSubject): boolean {
  return user.role === 'client' && user.verified && user.completionDate !== null;
}
