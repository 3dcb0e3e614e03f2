import QRCode from 'qrcode';

/** A link's QR code as an SVG data URL (SVG needs no canvas, so it renders the same in tests and print). */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
