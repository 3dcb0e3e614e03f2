import type { Role } from '@finboard/domain';

/** Who is making a request: resolved once per request from the session cookie. */
export interface Actor {
  userId: string;
  role: Role | null;
  email: string;
  /** Until the email is verified, the client's financial data stays closed (access/client-data-access.ts). */
  emailVerified: boolean;
  /** An authenticator app is set up (a role that requires it opens no data route without it). */
  twoFactorEnabled?: boolean;
  /** The session the request came with (a live notification stream ends with it). */
  sessionId?: string;
}
