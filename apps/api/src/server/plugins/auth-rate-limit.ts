import rateLimit from '@fastify/rate-limit';
import type { Db } from '@finboard/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';
import { postgresRateLimitStore } from '../rate-limit-store';

/**
 * Limits are per client address and per route, opted into by routes with `config.rateLimit`. The
 * counts are in the database (`rate_limit_hits`), so every api instance on it counts the same requests.
 */
export const authRateLimitPlugin = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    store: postgresRateLimitStore(db, (error) => app.log.error({ err: error }, 'purging expired rate limit counts failed')),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
  });
});
