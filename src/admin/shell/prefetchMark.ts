/** The performance mark set when the sign-in page starts fetching the console's chunks (read by bench/first-load.ts). */
export const PREFETCH_MARK = 'vp:prefetch-shell';
