/** The same tree of keys with string leaves: German and French must have exactly English's keys. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/*
 * Each area keeps its texts next to its screens, one file per language, so that German and French load only when
 * chosen: `messages.ts` holds English (`export const xMessages = {…}`), `messages.de.ts` and `messages.fr.ts` hold
 * `export const xMessagesDe: Translation<typeof xMessages> = {…}` and `xMessagesFr`; i18n/en.ts, de.ts and fr.ts
 * collect them.
 */
