/** The same tree of keys with string leaves: German and French must have exactly English's keys. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
