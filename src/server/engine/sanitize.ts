import sanitizeHtml from 'sanitize-html';
import type { ResourceDef } from '@/domain/resourceDef';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'hr',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, OPTIONS);

/** Rich-text fields are stored as sanitised HTML, whatever the client sent. */
export function sanitizeRecord(def: ResourceDef, record: Record<string, unknown>): Record<string, unknown> {
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind === 'richtext' && typeof record[name] === 'string')
      record[name] = sanitizeRichText(record[name] as string);
  }
  return record;
}
