import multipart from '@fastify/multipart';
import { ZImportAccountsResponse, ZImportConfirmResponse, ZImportPreviewResponse } from '@finboard/contracts';
import { IMPORT_MAX_BYTES } from '@finboard/domain/imports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decidedWrite } from '../../access/client-data-write';
import { clientDataWrite } from '../../access/route-policy';
import { confirmImport, findImportAccounts, type ImportDeps, previewImport } from './imports.service';
import { readImportUpload } from './read-import-upload';

/** Importing a bank file into a manual account (issue 37): preview, then confirm the same file. */
export const importsRoutes: FastifyPluginAsyncZod<{ deps: ImportDeps }> = async (app, { deps }) => {
  // One file up to the import's limit, and the options field (up to 50,000 near-duplicate indexes chosen).
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 1, fieldSize: 512 * 1024, parts: 2 } });
  const tags = ['accounts'];
  // Importing is a write: a client's own accounts only (an advisor's read-only view has no import).
  const access = clientDataWrite('accounts');
  const upload = { config: { acceptsMultipart: true, access }, schema: { tags, consumes: ['multipart/form-data'] } };

  app.get('/api/imports/accounts', { config: { access }, schema: { tags, response: { 200: ZImportAccountsResponse } } }, async (req) =>
    findImportAccounts(deps, decidedWrite(req)),
  );
  app.post('/api/imports/preview', { ...upload, schema: { ...upload.schema, response: { 200: ZImportPreviewResponse } } }, async (req) => {
    const { options, bytes } = await readImportUpload(req);
    return previewImport(deps, decidedWrite(req), options, bytes);
  });
  app.post('/api/imports/confirm', { ...upload, schema: { ...upload.schema, response: { 200: ZImportConfirmResponse } } }, async (req) => {
    const { options, bytes } = await readImportUpload(req);
    return confirmImport(deps, decidedWrite(req), options, bytes);
  });
};
