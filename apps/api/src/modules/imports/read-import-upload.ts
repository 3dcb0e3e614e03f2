import { type TImportOptions, ZImportOptions } from '@finboard/contracts';
import { IMPORT_MESSAGES } from '@finboard/domain/imports';
import type { FastifyRequest } from 'fastify';
import { AppError, validationError } from '../../errors/app-error';

export interface ImportUpload {
  options: TImportOptions;
  bytes: Buffer;
}

function parseOptions(text: string): TImportOptions {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw validationError(IMPORT_MESSAGES.optionsInvalid, 'options');
  }
  const parsed = ZImportOptions.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw validationError(issue?.message ?? IMPORT_MESSAGES.optionsInvalid, ['options', ...(issue?.path ?? [])].join('.'));
}

/**
 * An import request: multipart with the field `options` (JSON) first, then the field `file`. The
 * file is read whole (at most the limit the multipart plugin was given); one cut at the limit is
 * refused with the limit named, never read in part.
 */
export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw validationError('Send the file as multipart/form-data: the field options, then the field file.', 'file');
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw validationError(IMPORT_MESSAGES.noFile, 'file');
  const field = part.fields.options;
  const optionsText = field && !Array.isArray(field) && 'value' in field && typeof field.value === 'string' ? field.value : null;
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge, 'file');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    // The multipart reader throws its own 413 past the limit; ours names the limit.
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw error;
  }
  if (part.file.truncated) throw tooLarge();
  if (optionsText === null) throw validationError(IMPORT_MESSAGES.accountNeeded, 'options');
  return { options: parseOptions(optionsText), bytes };
}
