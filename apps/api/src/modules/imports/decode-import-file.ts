import { IMPORT_MESSAGES } from '@finboard/domain/imports';
import { validationError } from '../../errors/app-error';

// Files that are not text at all: a ZIP (and so XLSX), an old Excel or Word file, a PDF, images.
const BINARY_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x1f, 0x8b],
];

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, at) => bytes[at] === byte);

/**
 * A bank file's text: UTF-8 (with or without its BOM), UTF-16 by its BOM, else Windows-1252, which
 * is what older bank exports (OFX 1.x's CHARSET:1252) are. A file that is not text is refused.
 */
export function decodeImportFile(bytes: Buffer): string {
  if (bytes.length === 0) throw validationError(IMPORT_MESSAGES.emptyFile, 'file');
  if (BINARY_SIGNATURES.some((signature) => startsWith(bytes, signature))) throw validationError(IMPORT_MESSAGES.notText, 'file');
  let text: string;
  if (startsWith(bytes, [0xff, 0xfe])) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (startsWith(bytes, [0xfe, 0xff])) text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else {
    const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    } catch {
      text = new TextDecoder('windows-1252').decode(body);
    }
  }
  // NUL never belongs in a bank's text file (nor can PostgreSQL store it).
  if (text.includes('\u0000')) throw validationError(IMPORT_MESSAGES.notText, 'file');
  if (text.trim() === '') throw validationError(IMPORT_MESSAGES.emptyFile, 'file');
  return text;
}
