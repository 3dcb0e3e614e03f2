import { ZFileParams } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../providers/storage/file-storage';
import { getFileForDownload } from './file-download.service';
import { PUBLIC } from '../../access/route-policy';

export const filesRoutes: FastifyPluginAsyncZod<{ deps: { db: Db; storage: FileStorage } }> = async (app, { deps }) => {
  app.get('/api/files/:fileId', { config: { access: PUBLIC }, schema: { tags: ['files'], params: ZFileParams } }, async (req, reply) => {
    const file = await getFileForDownload(deps, await req.getActor(), req.params.fileId);
    reply.header('content-type', file.contentType).header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    if (file.isPrivate) {
      reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${file.fileName}"`);
    } else {
      reply.header('cache-control', 'private, max-age=3600').header('content-disposition', `inline; filename="${file.fileName}"`);
    }
    return reply.send(file.body);
  });
};
