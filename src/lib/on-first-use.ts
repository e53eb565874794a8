// A value made the first time it is asked for. Number and date formats cost a phone milliseconds
// each to create; made at import, they would slow the start of every page that imports them,
// whether or not it shows a number.

export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}
