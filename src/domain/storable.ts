/**
 * Text PostgreSQL can store: no NUL byte (a text column refuses it) and no unpaired UTF-16 surrogate (it has no
 * UTF-8 form). JSON may carry both (`\u0000`, `\ud800`).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const storable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);
