import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';

/**
 * Limits are per client address and per route, opted into by routes with `config.rateLimit`.
 * The store is in memory: with several instances, give @fastify/rate-limit a shared store.
 */
export const authRateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
  });
});
