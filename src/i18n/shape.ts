/** Another language's namespace: the same keys (and list lengths) as the English one, any text. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>
}
