import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * A normal better-auth session for a user whose passkey our service has just verified
 * (passkeys.service.ts): better-auth's internal adapter makes it (so the session hooks run: a
 * suspended account gets none) and its own cookie code signs and sets it. SERVER_ONLY: better-auth's
 * router never answers it, and like every other endpoint its path is also disabled and outside the
 * HTTP allowlist. Only our passkey sign-in calls it, after the signature checked out.
 */
export function passkeySession() {
  return {
    id: 'finboard-passkey-session',
    endpoints: {
      startPasskeySession: createAuthEndpoint(
        '/finboard/passkey-session',
        { method: 'POST', body: z.object({ userId: z.string().min(1) }), metadata: { SERVER_ONLY: true } },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError('UNAUTHORIZED', { message: 'Please log in.' });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ user: { id: user.id } });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
