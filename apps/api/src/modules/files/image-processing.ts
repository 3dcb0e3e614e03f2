import { validationError } from '../../errors/app-error';

export const IMAGE_REJECTED_MESSAGE = 'Please upload an image file (JPEG, PNG, WebP or GIF).';

/** Magic numbers of the image types we accept; anything else is refused before decoding. */
const SIGNATURES: { type: string; test: (bytes: Buffer) => boolean }[] = [
  { type: 'jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'gif', test: (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a' },
  { type: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

export function sniffImageType(bytes: Buffer): string | null {
  return SIGNATURES.find((signature) => signature.test(bytes))?.type ?? null;
}

export interface ProcessedImage {
  body: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
  width: number;
  height: number;
}

export interface ImageRules {
  /** Longest side after resizing. */
  maxSide: number;
  /** Logos keep transparency as PNG; everything else becomes JPEG. */
  format: 'jpeg' | 'png';
}

/**
 * Decodes the upload and encodes a brand-new image from its pixels: metadata (EXIF, GPS, comments)
 * and any bytes hidden after the image (an HTML polyglot) do not survive. Orientation is applied first.
 */
export async function reencodeImage(bytes: Buffer, rules: ImageRules): Promise<ProcessedImage> {
  if (!sniffImageType(bytes)) throw validationError(IMAGE_REJECTED_MESSAGE, 'file');
  // sharp (libvips) loads on the first upload, not with the server; outside the try, so a library
  // that cannot load is a server error, never a refused image.
  const { default: sharp } = await import('sharp');
  try {
    const pipeline = sharp(bytes, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize({ width: rules.maxSide, height: rules.maxSide, fit: 'inside', withoutEnlargement: true });
    const encoded =
      rules.format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const png = rules.format === 'png';
    return { body: data, contentType: png ? 'image/png' : 'image/jpeg', extension: png ? 'png' : 'jpg', width: info.width, height: info.height };
  } catch {
    throw validationError(IMAGE_REJECTED_MESSAGE, 'file');
  }
}
