// Which function an RPC request calls, by PostgREST's rules (Plan.findProc): the argument names
// must cover the required parameters and stay within the optional ones; failing that, a POST
// goes to a function with one parameter of the body's type (json/jsonb for JSON, text, xml,
// bytea). No match is 404 PGRST202, several are 300 PGRST203, each with PostgREST's wording.
import { PgrstError } from './errors.ts'
import { closest } from './find-relationship.ts'
import type { FunctionArg, FunctionInfo } from './schema-cache.ts'

/** What the request carries: query-string arguments (GET, forms) or a body of one media type. */
export type PayloadKind = 'query' | 'json' | 'text' | 'xml' | 'bytes'

const BODY_TYPES: Record<PayloadKind, string[]> = {
  query: [],
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  bytes: ['bytea'],
}
const RAW_KINDS = new Set<PayloadKind>(['text', 'xml', 'bytes'])

/** The parameters a caller passes: in, inout and variadic ones, in order. */
export const inputArgs = (f: FunctionInfo): FunctionArg[] =>
  f.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v')

/**
 * PostgREST leaves out of its schema cache any function with an unnamed parameter, unless that
 * is its only unnamed one and the first parameter is bytea, json, jsonb, text or xml.
 */
export function isCallable(f: FunctionInfo): boolean {
  const params = inputArgs(f)
  const unnamed = params.filter((a) => a.name === '').length
  if (unnamed === 0) return true
  return unnamed === 1 && ['bytea', 'json', 'jsonb', 'text', 'xml'].includes(params[0]?.type ?? '')
}

function matchesParams(f: FunctionInfo, keys: Set<string>, kind: PayloadKind): boolean {
  const params = inputArgs(f)
  if (params.length === 0) return keys.size === 0 && !RAW_KINDS.has(kind)
  const required = params.filter((a) => !a.hasDefault).map((a) => a.name)
  const optional = new Set(params.filter((a) => a.hasDefault).map((a) => a.name))
  const rest = [...keys].filter((k) => !optional.has(k))
  return rest.length === required.length && required.every((r) => keys.has(r))
}

const takesWholeBody = (f: FunctionInfo, kind: PayloadKind): boolean => {
  const params = inputArgs(f)
  return params.length === 1 && BODY_TYPES[kind].includes(params[0]?.type ?? '')
}

const signature = (f: FunctionInfo): string =>
  `${f.schema}.${f.name}(${inputArgs(f)
    .map((a) => `${a.name} => ${a.type}`)
    .join(', ')})`

function ambiguous(procs: FunctionInfo[]): PgrstError {
  return new PgrstError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${procs.map(signature).join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  )
}

const paramList = (names: string[]): string => `(${[...names].sort().join(', ')})`

function notFound(
  schema: string,
  name: string,
  keys: string[],
  kind: PayloadKind,
  allNames: string[],
  overloads: FunctionInfo[],
): PgrstError {
  const func = `${schema}.${name}`
  const sorted = [...keys].sort()
  const onlyBody = RAW_KINDS.has(kind)
  const withParams = (list: string): string => (sorted.length === 0 ? ' without parameters' : list)
  const message = `Could not find the function ${func}${onlyBody ? '' : withParams(`(${sorted.join(', ')})`)} in the schema cache`
  const searched = {
    query: withParams(` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`),
    json: `${withParams(` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`)} or with a single unnamed json/jsonb parameter`,
    text: ' with a single unnamed text parameter',
    xml: ' with a single unnamed xml parameter',
    bytes: ' with a single unnamed bytea parameter',
  }[kind]
  const details = `Searched for the function ${func}${searched}, but no matches were found in the schema cache.`
  const suggestion =
    overloads.length === 0
      ? closest(name, allNames)
      : ((s) => (s === null ? null : `${name}${s}`))(
          closest(
            paramList(keys),
            overloads.map((f) => paramList(inputArgs(f).map((a) => a.name))),
          ),
        )
  const hint =
    onlyBody || suggestion === null
      ? null
      : `Perhaps you meant to call the function ${schema}.${suggestion}`
  return new PgrstError(404, 'PGRST202', message, details, hint)
}

/**
 * The function `name` the argument names select. `functions` is the schema cache's map; `post`
 * is false for GET and HEAD, whose arguments are never a whole body.
 */
export function resolveFunction(
  functions: Map<string, FunctionInfo[]>,
  schema: string,
  name: string,
  keys: string[],
  kind: PayloadKind,
  post: boolean,
): FunctionInfo {
  const overloads = (functions.get(name) ?? []).filter(isCallable)
  const keySet = new Set(keys)
  const matching = overloads.filter((f) => matchesParams(f, keySet, kind))
  if (matching.length === 1) return matching[0]!
  if (matching.length > 1) throw ambiguous(matching)
  const fallback = post ? overloads.filter((f) => takesWholeBody(f, kind)) : []
  if (fallback.length === 1) return fallback[0]!
  if (fallback.length > 1) throw ambiguous(fallback)
  const allNames = [...functions].filter(([, fs]) => fs.some(isCallable)).map(([n]) => n)
  throw notFound(schema, name, keys, kind, allNames, overloads)
}
