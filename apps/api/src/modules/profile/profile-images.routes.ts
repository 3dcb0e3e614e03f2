import { signedInActor } from '../../access/access';
import multipart from '@fastify/multipart';
import { ZImagePurposeParams, ZProfileResponse } from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../access/route-policy';
import { readUpload } from '../files/read-upload';
import { type FileDeps, removeProfileImage, uploadProfileImage } from './profile-images.service';
import { getOwnProfile } from './profile.service';

/** The profile's image slots (photo, company logo, identity sides): one image per upload, multipart, field `file`. */
export const profileImagesRoutes: FastifyPluginAsyncZod<{ deps: FileDeps; maxBytes: number }> = async (app, { deps, maxBytes }) => {
  // One file and a few small fields per request; past maxBytes the request is refused with 413.
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 } });
  const tags = ['profile'];

  app.post(
    '/api/profile/images/:purpose',
    {
      config: { acceptsMultipart: true, access: SIGNED_IN },
      schema: { tags, params: ZImagePurposeParams, consumes: ['multipart/form-data'], response: { 200: ZProfileResponse } },
    },
    async (req) => {
      const { bytes, fields } = await readUpload(req);
      const expiry = fields.expiryDate;
      const expiryDate = expiry && 'value' in expiry && typeof expiry.value === 'string' && expiry.value !== '' ? expiry.value : undefined;
      const actor = signedInActor(req);
      await uploadProfileImage(deps, actor, req.params.purpose, { bytes, expiryDate });
      return getOwnProfile(deps.db, actor);
    },
  );

  app.delete(
    '/api/profile/images/:purpose',
    { config: { access: SIGNED_IN }, schema: { tags, params: ZImagePurposeParams, response: { 200: ZProfileResponse } } },
    async (req) => {
      const actor = signedInActor(req);
      await removeProfileImage(deps, actor, req.params.purpose);
      return getOwnProfile(deps.db, actor);
    },
  );
};
