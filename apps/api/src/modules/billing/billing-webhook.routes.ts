import { ZSandboxCardRequest, ZSandboxCardResponse } from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC, verified } from '../../access/route-policy';
import { AppError } from '../../errors/app-error';
import { BillingCardError } from '../../providers/billing/billing-provider';
import { keepRawJsonBody } from '../../platform/raw-json-body';
import type { BillingDeps } from './billing-deps';
import { handleBillingWebhook } from './billing-webhook.service';

/** Stripe's (or the sandbox's) webhook endpoint: checked by its signature over the raw body. */
export const billingWebhookRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  keepRawJsonBody(app);
  app.post(
    '/api/webhooks/billing',
    {
      config: { allowCrossSite: true, access: PUBLIC },
      schema: { tags: ['webhooks'], response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) } },
    },
    async (req) => {
      const signature = req.headers['stripe-signature'];
      const outcome = await handleBillingWebhook(deps, req.rawBody ?? '', Array.isArray(signature) ? signature[0] : signature);
      return { received: true as const, duplicate: outcome.duplicate };
    },
  );
};

/**
 * The embedded sandbox's card form posts here (what Stripe.js does with Stripe's servers): the card
 * becomes a payment method id; only that id reaches the rest of billing. Registered only with the sandbox.
 */
export const sandboxCardRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  const sandbox = deps.sandbox;
  if (!sandbox) return;
  app.post(
    '/api/billing/sandbox/payment-methods',
    { config: { access: verified('client', 'advisor') }, schema: { tags: ['billing'], body: ZSandboxCardRequest, response: { 200: ZSandboxCardResponse } } },
    async (req) => {
      try {
        return { paymentMethodId: (await sandbox.createPaymentMethod(req.body)).id };
      } catch (error) {
        if (error instanceof BillingCardError) throw new AppError('PAYMENT_REQUIRED', error.message);
        throw error;
      }
    },
  );
};
