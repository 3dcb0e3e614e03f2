import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** `videoOrigin`: where the welcome splash's configured video plays from (a file or an embedded player). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, { videoOrigin }: { videoOrigin: string | null }) => {
  const video = videoOrigin ? [videoOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables in style attributes and tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", ...video],
        frameSrc: ["'self'", ...video],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // The OAuth providers send the user back to us by redirect or form post.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
});
