/**
 * The text of a one-column `COPY … TO STDOUT (FORMAT binary)`, row after row: the column's bytes as they are,
 * without the format's header, each row's field count and length, and the trailer. A whole line built by the
 * database so comes out unescaped and unquoted, and neither PostgreSQL nor Node scans it for characters to quote.
 * Returns a function taking each chunk in order and giving the text it completes.
 */
export function binaryCopyText(): (chunk: Buffer) => Buffer {
  /** 11-byte signature, flags, header extension length (PostgreSQL writes none). */
  let skip = 19;
  /** A row's field count (2 bytes) and its one field's length (4), when split across chunks. */
  let head = Buffer.alloc(0);
  /** Bytes of the current field still to come. */
  let field = 0;
  let ended = false;
  return (chunk) => {
    const out = Buffer.allocUnsafe(chunk.length);
    let n = 0;
    let i = 0;
    while (i < chunk.length && !ended) {
      if (skip > 0) {
        const k = Math.min(skip, chunk.length - i);
        skip -= k;
        i += k;
      } else if (field > 0) {
        const k = Math.min(field, chunk.length - i);
        chunk.copy(out, n, i, i + k);
        n += k;
        field -= k;
        i += k;
      } else {
        const need = 6 - head.length;
        const k = Math.min(need, chunk.length - i);
        head = Buffer.concat([head, chunk.subarray(i, i + k)]);
        i += k;
        if (head.length === 2 && head.readInt16BE(0) === -1) ended = true;
        else if (head.length === 6) {
          if (head.readInt16BE(0) !== 1) throw new Error('COPY binary: one column expected');
          field = Math.max(0, head.readInt32BE(2)); // -1: NULL, nothing
          head = Buffer.alloc(0);
        }
      }
    }
    return out.subarray(0, n);
  };
}
