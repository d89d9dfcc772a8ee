import sanitizeHtml from 'sanitize-html';

// What of an inbound mail's content is kept: the new part of its text (quoted history folded away), and its HTML
// made safe to show in the console.

/**
 * The line a quoted history starts at: an attribution ("On … wrote:", "Am … schrieb …:", "Le … a écrit :"),
 * Outlook's "-----Original Message-----" or "From: …" block, or a line quoted with ">".
 */
const QUOTE_START = [
  /^\s*>/,
  /^\s*On\s.+\swrote:\s*$/i,
  /^\s*Am\s.+\sschrieb\s.*:\s*$/i,
  /^\s*Le\s.+\sa\s+écrit\s*:\s*$/i,
  /^\s*-{2,}\s*(Original Message|Ursprüngliche Nachricht|Message d'origine)\s*-{2,}\s*$/i,
];

/**
 * The part of a mail's text the sender wrote, without the quoted history: everything above the first line that
 * starts a quote (QUOTE_START), trailing blank lines removed. A mail that is all quote (or starts with one, as a
 * reply written below the quote does) keeps its whole text.
 */
export function newPart(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  // An attribution may wrap onto two lines ("On Mon, 1 Jan 2026 at 10:00, Someone <x@y>\nwrote:").
  const start = lines.findIndex(
    (line, i) =>
      QUOTE_START.some((re) => re.test(line)) ||
      (i + 1 < lines.length && /^\s*On\s/i.test(line) && /^\s*wrote:\s*$/i.test(lines[i + 1])),
  );
  if (start < 0) return text.trim();
  const head = lines.slice(0, start).join('\n').trim();
  return head || text.trim();
}

/**
 * An inbound mail's HTML made safe to show: sanitize-html's default tags (no script, style, iframe, form or img:
 * no remote images, so no tracking pixels), no event handler or style attribute, links only to http(s), mailto
 * and tel, each opened with rel="noopener noreferrer nofollow" in a new tab.
 */
export function safeHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'img'),
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    },
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A plain-text mail's whole text as HTML (escaped, one paragraph per block, line breaks kept). */
export function textAsHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br />')}</p>`)
    .join('\n');
}
