import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ThirdPartyCsp } from '../../providers/billing/stripe/stripe-js-csp';

/**
 * `videoOrigin`: where the welcome splash's configured video plays from (a file or an embedded player).
 * `billing`: the card form's third-party origins (Stripe.js with Stripe, none with the sandbox).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, { videoOrigin, billing }: { videoOrigin: string | null; billing: ThirdPartyCsp }) => {
  const video = videoOrigin ? [videoOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...billing.scriptSrc],
        // Mantine writes its CSS variables in style attributes and tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...billing.connectSrc],
        mediaSrc: ["'self'", ...video],
        frameSrc: ["'self'", ...video, ...billing.frameSrc],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // The OAuth providers send the user back to us by redirect or form post.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
});
