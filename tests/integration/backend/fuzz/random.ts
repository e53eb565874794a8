// Seeded random inputs for the fuzz test: values PostgREST and GoTrue must refuse or accept
// (bad booleans, NUL bytes, huge numbers, odd Unicode), random JSON, and JSON nested too deep.

/** mulberry32: small, fast and good enough to pick test inputs; a seed replays a run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type Rand = () => number

export interface FuzzRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string
}

/** The keys and tokens requests are sent with. */
export interface Keys {
  anon: string
  service: string
  user: string
}

export const pick = <T>(r: Rand, items: readonly T[]): T =>
  items[Math.floor(r() * items.length)] as T
export const chance = (r: Rand, p: number): boolean => r() < p
export const int = (r: Rand, n: number): number => Math.floor(r() * n)

/** Query-string values, already URL-encoded where they need it. */
const VALUES = [
  'maybe',
  'true',
  'false',
  'null',
  'unknown',
  '1',
  '-1',
  '0.5',
  '1e309',
  '99999999999999999999999',
  'NaN',
  'a',
  'Apple',
  '%25pp%25',
  '*',
  '%00',
  'a%00b',
  '%27%3B--',
  '%22',
  '%5C',
  '{a,b}',
  '{1,2}',
  '{}',
  '(1,2)',
  '[1,2)',
  '%7B%22a%22%3A1%7D',
  '2024-01-01',
  '2024-13-45',
  'infinity',
  'e9b1c9f4-9b7a-4a53-9d1e-8b1b6f3c2d11',
  'not-a-uuid',
  '%F0%9F%94%A8',
  '%E9t%E9',
  '%ZZ',
  '(',
  ')',
  ',',
  '.',
  '',
]

export function queryValue(r: Rand): string {
  if (chance(r, 0.05)) return 'x'.repeat(int(r, 3000))
  if (chance(r, 0.1)) return String(Math.floor((r() - 0.5) * 1e12))
  return pick(r, VALUES)
}

const SCALARS: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  2 ** 63,
  '',
  'maybe',
  'a\u0000b',
  '\u{1F528}',
  '\uD800',
  '2024-01-01',
  '2024-02-30',
  '{a}',
  'e9b1c9f4-9b7a-4a53-9d1e-8b1b6f3c2d11',
]

/** A random JSON value; `depth` bounds the recursion (deep nesting comes from deepJson). */
export function jsonValue(r: Rand, depth = 0, keys: readonly string[] = ['a', 'b']): unknown {
  const roll = r()
  if (depth > 3 || roll < 0.5) {
    return chance(r, 0.05) ? 'x'.repeat(int(r, 5000)) : pick(r, SCALARS)
  }
  if (roll < 0.75) return Array.from({ length: int(r, 4) }, () => jsonValue(r, depth + 1, keys))
  const obj: Record<string, unknown> = {}
  for (let i = int(r, 5); i > 0; i--) obj[pick(r, keys)] = jsonValue(r, depth + 1, keys)
  return obj
}

/** A JSON text nested `n` deep, as arrays or objects. */
export const deepJson = (n: number, objects: boolean): string =>
  objects ? `${'{"a":'.repeat(n)}1${'}'.repeat(n)}` : `${'['.repeat(n)}${']'.repeat(n)}`

/** Deep enough to overflow a recursive walk (thousands of levels). */
export const deepValue = (r: Rand): string => deepJson(1000 + int(r, 9000), chance(r, 0.5))

/** A body that is not what the endpoint wants: bad JSON, a scalar, deep nesting. */
export function oddBody(r: Rand): string {
  if (chance(r, 0.4)) return deepValue(r)
  return pick(r, ['', 'not json', '{', '[1,', '"\\u0000"', '{"a":1}}', 'null', '[]', '[[]]', '7'])
}
