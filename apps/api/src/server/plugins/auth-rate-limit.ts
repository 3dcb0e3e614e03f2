import rateLimit from '@fastify/rate-limit';
import type { Db } from '@finboard/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../../errors/app-error';
import { postgresRateLimitStore } from '../rate-limit-store';

/**
 * Limits are per client address and per route, opted into by routes with `config.rateLimit`. The
 * counts are shared by every api instance: in the database (`rate_limit_hits`), or in Redis when
 * REDIS_URL is set (the library's own Redis store).
 */
export const authRateLimitPlugin = fp(async (app: FastifyInstance, { db, redisUrl }: { db: Db; redisUrl: string | null }) => {
  const counts = redisUrl
    ? { redis: await redisClient(app, redisUrl), nameSpace: 'finboard-rate-limit-' }
    : { store: postgresRateLimitStore(db, (error) => app.log.error({ err: error }, 'purging expired rate limit counts failed')) };
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    ...counts,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
  });
});

/**
 * A request waits for Redis at most about a second, then fails rather than queueing; closed with the
 * server. ioredis is imported only with REDIS_URL, not by every server start.
 */
async function redisClient(app: FastifyInstance, url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: true });
  redis.on('error', (error) => app.log.error({ err: error }, 'the rate limit Redis connection failed'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
