// The files POST /api/uploads takes; apart from the zod schemas, as the console's definitions read them.

/** The file extension POST /api/uploads stores each accepted type under. */
export const UPLOAD_EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
/** The largest file POST /api/uploads takes (a file field may set a smaller limit). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The type a stored file's extension stands for. */
export const UPLOAD_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(UPLOAD_EXTENSIONS).map(([type, ext]) => [ext, type]),
);
