import type { Role } from '@finboard/domain';

/** Who is making a request: resolved once per request from the session cookie. */
export interface Actor {
  userId: string;
  role: Role | null;
  email: string;
}
