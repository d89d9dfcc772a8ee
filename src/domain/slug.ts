/** A URL slug: ASCII letters and digits in lower case, joined by single dashes ("Universität Wien" → "universitat-wien"). */
export const slugify = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
