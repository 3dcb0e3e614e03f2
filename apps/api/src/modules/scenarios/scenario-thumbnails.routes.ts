import { signedInActor } from '../../access/access';
import { decidedWrite } from '../../access/client-data-write';
import multipart from '@fastify/multipart';
import { ZScenarioParams, ZScenarioResponse, ZScenarioThumbnailParams } from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload } from '../files/read-upload';
import type { ScenarioDeps } from './scenario-computation.service';
import { addScenarioThumbnail, getScenarioThumbnail, removeScenarioThumbnail } from './scenario-thumbnails.service';
import { clientDataWrite, verified } from '../../access/route-policy';

/** The scenario's pictures: one image per upload (multipart, field `file`), at most 4, served only to who may read the scenario. */
export const scenarioThumbnailsRoutes: FastifyPluginAsyncZod<{ deps: ScenarioDeps; maxBytes: number }> = async (app, { deps, maxBytes }) => {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 } });
  const tags = ['scenarios'];

  app.post(
    '/api/scenarios/:id/thumbnails',
    {
      config: { acceptsMultipart: true, access: clientDataWrite('scenarios') },
      schema: { tags, params: ZScenarioParams, consumes: ['multipart/form-data'], response: { 200: ZScenarioResponse } },
    },
    async (req) => {
      const { bytes } = await readUpload(req);
      return addScenarioThumbnail(deps, decidedWrite(req), req.params.id, bytes);
    },
  );

  app.delete(
    '/api/scenarios/:id/thumbnails/:fileId',
    { config: { access: clientDataWrite('scenarios') }, schema: { tags, params: ZScenarioThumbnailParams, response: { 200: ZScenarioResponse } } },
    async (req) => removeScenarioThumbnail(deps, decidedWrite(req), req.params.id, req.params.fileId),
  );

  app.get(
    '/api/scenarios/:id/thumbnails/:fileId',
    { config: { access: verified() }, schema: { tags, params: ZScenarioThumbnailParams } },
    async (req, reply) => {
      const image = await getScenarioThumbnail(deps, signedInActor(req), req.params.id, req.params.fileId);
      reply.header('content-type', image.contentType).header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      reply.header('cache-control', 'private, max-age=3600').header('content-disposition', 'inline');
      return reply.send(image.body);
    },
  );
};
