import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, validationError } from '../../errors/app-error';

export interface Upload {
  bytes: Buffer;
  /** The form's other fields, as @fastify/multipart parsed them (only those sent before the file). */
  fields: MultipartFile['fields'];
}

/**
 * The one file of an upload request (field `file`), read whole. Past `limits.fileSize` the multipart
 * reader cuts the file and may still hand it over without an error (when the limit falls on a chunk
 * boundary nothing is pushed after it), so its `truncated` flag is checked here: a cut file is never kept.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw validationError('Send the image as multipart/form-data in a field named file.', 'file');
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw validationError('Send the image in a field named file.', 'file');
  // The client's file name and content type are ignored: the bytes decide.
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
  return { bytes, fields: part.fields };
}
