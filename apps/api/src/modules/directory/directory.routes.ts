import { signedInActor } from '../../access/access';
import {
  ZAdvisorIdParams,
  ZAdvisorSearchQuery,
  ZAdvisorSearchResponse,
  ZPublicAdvisorProfileResponse,
  ZRateAdvisorRequest,
  ZRateAdvisorResponse,
  ZZipParams,
  ZZipPlaceResponse,
} from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC, verified } from '../../access/route-policy';
import type { Config } from '../../config/env';
import type { ReuseCache } from '../../platform/reuse-cache';
import { getPublicAdvisor, getZipPlace, type ListedAdvisorsPage, searchAdvisors } from './directory.service';
import { rateAdvisor } from '../connections/ratings.service';

/**
 * The advisor directory (spec 02 "Advisor directory and connections"): search, public profiles, ZIP
 * places, ratings. Public reads are limited per client address (config.directoryRateLimit, 120 a
 * minute by default), so the directory cannot be copied out wholesale in a minute.
 */
export const directoryRoutes: FastifyPluginAsyncZod<{ db: Db; rateLimit: Config['directoryRateLimit']; searches: ReuseCache<ListedAdvisorsPage> }> = async (
  app,
  { db, rateLimit, searches },
) => {
  const tags = ['directory'];
  const publicRead = { access: PUBLIC, rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } };

  app.get(
    '/api/directory/advisors',
    { config: publicRead, schema: { tags, querystring: ZAdvisorSearchQuery, response: { 200: ZAdvisorSearchResponse } } },
    async (req) => searchAdvisors(await req.readDb(), await req.getActor(), req.query, searches),
  );

  app.get(
    '/api/directory/advisors/:id',
    { config: publicRead, schema: { tags, params: ZAdvisorIdParams, response: { 200: ZPublicAdvisorProfileResponse } } },
    async (req) => getPublicAdvisor(db, await req.getActor(), req.params.id),
  );

  app.get('/api/directory/zip/:zip', { config: publicRead, schema: { tags, params: ZZipParams, response: { 200: ZZipPlaceResponse } } }, async (req) =>
    getZipPlace(req.params.zip),
  );

  app.put(
    '/api/directory/advisors/:id/rating',
    { config: { access: verified('client') }, schema: { tags, params: ZAdvisorIdParams, body: ZRateAdvisorRequest, response: { 200: ZRateAdvisorResponse } } },
    async (req) => {
      const answer = await rateAdvisor(db, signedInActor(req), req.params.id, req.body.stars);
      // The rater sees their rating on the cards at once (other instances within the cache's seconds).
      searches.clear();
      return answer;
    },
  );
};
