import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { FieldDef } from '@/domain/resourceDef';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from '@/domain/uploads';

/** The leading bytes each accepted type's content must start with. */
const MAGIC: Record<string, number[][]> = {
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  'image/png': [[0x89, 0x50, 0x4e, 0x47]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/webp': [[0x52, 0x49, 0x46, 0x46]],
};

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
async function checkedContent(type: string, data: Uint8Array): Promise<Uint8Array | null> {
  try {
    if (type in IMAGE_FORMAT) return await reencodedImage(data, IMAGE_FORMAT[type as keyof typeof IMAGE_FORMAT]);
    if (type === 'application/pdf') return (await isPdf(data)) ? data : null;
    return null;
  } catch {
    return null;
  }
}

/** The size a file field takes at most: its own limit, never more than any upload. */
export const sizeLimitOf = (field: FieldDef) => Math.min(field.maxBytes ?? UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES);

/** Why a file is refused for a field (a key of the upload messages), or what to store and under which extension. */
export type CheckedUpload = { problem: 'type' | 'size' | 'content' } | { content: Uint8Array; ext: string };

/**
 * A file checked for a file field, as every file the product keeps is (an upload, an enquirer's attachment): a type
 * the field accepts, within its size, whose leading bytes are that type's, and whose whole content is (checkedContent).
 */
export async function checkedUpload(field: FieldDef, type: string, data: Uint8Array): Promise<CheckedUpload> {
  const magic = MAGIC[type];
  if (!magic || !(field.accept ?? []).includes(type)) return { problem: 'type' };
  if (data.byteLength > sizeLimitOf(field)) return { problem: 'size' };
  if (!magic.some((m) => m.every((byte, i) => data[i] === byte))) return { problem: 'type' };
  const content = await checkedContent(type, data);
  return content ? { content, ext: UPLOAD_EXTENSIONS[type] } : { problem: 'content' };
}

/** Images are shown in the console; anything else is only ever downloaded, never rendered by the browser. */
export const contentDisposition = (type: string) => (type in IMAGE_FORMAT ? 'inline' : 'attachment');
