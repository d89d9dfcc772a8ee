import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

/** Larger images are refused before they are decoded: a small file can claim a huge canvas. */
const MAX_PIXELS = 50_000_000;

const IMAGE_FORMAT = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

/** An image decoded whole and encoded anew in its own format: metadata and anything appended to it are gone. */
async function reencodedImage(data: Uint8Array, format: (typeof IMAGE_FORMAT)[keyof typeof IMAGE_FORMAT]) {
  // rotate() applies the EXIF orientation before the metadata that holds it is dropped.
  const image = sharp(data, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/** A PDF whose document catalogue and page tree parse, with at least one page. */
async function isPdf(data: Uint8Array) {
  const doc = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false });
  return doc.getPageCount() > 0;
}

/**
 * What to store of an upload whose leading bytes match `type`: an image re-encoded, a PDF as sent once its
 * structure parses; null when the file is damaged or only starts like its type (a polyglot).
 */
export async function checkedContent(type: string, data: Uint8Array): Promise<Uint8Array | null> {
  try {
    if (type in IMAGE_FORMAT) return await reencodedImage(data, IMAGE_FORMAT[type as keyof typeof IMAGE_FORMAT]);
    if (type === 'application/pdf') return (await isPdf(data)) ? data : null;
    return null;
  } catch {
    return null;
  }
}

/** Images are shown in the console; anything else is only ever downloaded, never rendered by the browser. */
export const contentDisposition = (type: string) => (type in IMAGE_FORMAT ? 'inline' : 'attachment');
