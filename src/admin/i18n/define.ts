/** The same tree of keys with string leaves: German and French must have exactly English's keys. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export interface AreaMessages<T> {
  en: T;
  de: Translation<T>;
  fr: Translation<T>;
}

/** Each area keeps its own messages next to its screens, in all three languages. */
export const defineMessages = <T>(messages: AreaMessages<T>) => messages;
