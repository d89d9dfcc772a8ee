/** The parts of a comma-separated location string ("address, city, district, state, country"). Missing parts are ''. */
export interface LocationParts {
  address: string;
  city: string;
  district: string;
  state: string;
  country: string;
}

export const EMPTY_LOCATION: Readonly<LocationParts> = Object.freeze({
  address: '',
  city: '',
  district: '',
  state: '',
  country: '',
});

/** The order of the parts in a location string, from first to last. */
export const LOCATION_FIELDS = ['address', 'city', 'district', 'state', 'country'] as const;
export type LocationField = (typeof LOCATION_FIELDS)[number];

/**
 * Splits a location such as "12 Main St, Springfield, Greene, Missouri, USA" into its parts.
 * Parts are trimmed and empty ones dropped, then assigned from the end: the last is the country, the one
 * before it the state, then district and city; whatever remains before them is the address, joined by ', '.
 */
export function parseLocation(s: string): LocationParts {
  const parts = s
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const take = () => parts.pop() ?? '';
  const country = take();
  const state = take();
  const district = take();
  const city = take();
  const address = parts.join(', ');
  return { address, city, district, state, country };
}

/** Joins the non-empty (trimmed) parts with ', ', in address → country order. */
export function formatLocation(parts: Partial<LocationParts>): string {
  return LOCATION_FIELDS.map((field) => (parts[field] ?? '').trim())
    .filter((part) => part !== '')
    .join(', ');
}
