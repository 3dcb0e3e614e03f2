import multipart from '@fastify/multipart';
import { ZFileParams, ZImagePurposeParams, ZProfileResponse } from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOwnProfile } from '../profile/profile.service';
import { getFileForDownload } from './file-download.service';
import { type FileDeps, removeProfileImage, uploadProfileImage } from './profile-images.service';
import { readUpload } from './read-upload';
import { PUBLIC, SIGNED_IN } from '../../access/route-policy';

export const filesRoutes: FastifyPluginAsyncZod<{ deps: FileDeps; maxBytes: number }> = async (app, { deps, maxBytes }) => {
  // One file and a few small fields per request; past maxBytes the request is refused with 413.
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 } });
  const tags = ['profile'];

  app.post(
    '/api/profile/images/:purpose',
    { config: { acceptsMultipart: true, access: SIGNED_IN }, schema: { tags, params: ZImagePurposeParams, consumes: ['multipart/form-data'], response: { 200: ZProfileResponse } } },
    async (req) => {
      const { bytes, fields } = await readUpload(req);
      const expiry = fields.expiryDate;
      const expiryDate = expiry && 'value' in expiry && typeof expiry.value === 'string' && expiry.value !== '' ? expiry.value : undefined;
      const actor = await req.getActor();
      await uploadProfileImage(deps, actor, req.params.purpose, { bytes, expiryDate });
      return getOwnProfile(deps.db, actor);
    },
  );

  app.delete('/api/profile/images/:purpose', { config: { access: SIGNED_IN }, schema: { tags, params: ZImagePurposeParams, response: { 200: ZProfileResponse } } }, async (req) => {
    const actor = await req.getActor();
    await removeProfileImage(deps, actor, req.params.purpose);
    return getOwnProfile(deps.db, actor);
  });

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
