/**
 * A web address as a person types it, with its scheme: a bare domain, with or without a path ("example.org",
 * "www.example.org/apply"), gets "https://"; anything else (a full address, an empty field, text that is no
 * domain) is left for the validation to judge.
 */
export function withScheme(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return value;
  const bareDomain = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;
  return bareDomain.test(trimmed) ? `https://${trimmed.replace(/^\/\//, '')}` : value;
}
