// Supabase Storage's API (storage-api's routes under /storage/v1): a route table only. Each route
// says what it needs of the caller as storage-api's plugins do: a valid JWT ('user'), a JWT if
// one is good ('optional': else the caller is unauthenticated and sees public buckets only), or
// none ('open': public objects and signed URLs, where the URL or its token is the permission).
// The routes run as the JWT's role, so the project's policies on storage decide.
import type { Handler } from '../types.ts'
import { createBucket, deleteBucket, emptyBucket, updateBucket } from './bucket-write.ts'
import { getBucket, listBuckets } from './buckets.ts'
import { objectInfo, readObject } from './info.ts'
import { listObjects } from './list.ts'
import { copyObject, moveObject } from './move-copy.ts'
import { removeMany, removeOne } from './remove.ts'
import { NOBODY, readCaller, type StorageRequest } from './request.ts'
import { errors, fromDbError } from './respond.ts'
import { signedDownload, signMany, signOne } from './sign.ts'
import { signedUpload, signUpload } from './signed-upload.ts'
import { uploadRoute } from './upload.ts'

type Auth = 'user' | 'optional' | 'open'
type Route = [
  methods: string,
  path: RegExp,
  auth: Auth,
  run: (r: StorageRequest) => Promise<Response>,
]

/** A path: `:bucket` is one segment, `:name` the rest (the object's name, slashes and all). */
const path = (pattern: string): RegExp =>
  new RegExp(`^${pattern.replace(':bucket', '([^/]+)').replace(':name', '(.+)')}$`)

// First match wins: fixed words (move, sign, info...) before a bucket's name in the same place.
const ROUTES: Route[] = [
  ['GET', path('/bucket/?'), 'user', listBuckets],
  ['POST', path('/bucket/?'), 'user', createBucket],
  ['POST', path('/bucket/:bucket/empty'), 'user', emptyBucket],
  ['GET', path('/bucket/:bucket'), 'user', getBucket],
  ['PUT', path('/bucket/:bucket'), 'user', updateBucket],
  ['DELETE', path('/bucket/:bucket'), 'user', deleteBucket],
  ['POST', path('/object/move'), 'user', moveObject],
  ['POST', path('/object/copy'), 'user', copyObject],
  ['POST', path('/object/list/:bucket'), 'user', listObjects],
  ['POST', path('/object/sign/:bucket'), 'user', signMany],
  ['POST', path('/object/sign/:bucket/:name'), 'user', signOne],
  ['GET HEAD', path('/object/sign/:bucket/:name'), 'open', signedDownload],
  ['POST', path('/object/upload/sign/:bucket/:name'), 'user', signUpload],
  ['PUT', path('/object/upload/sign/:bucket/:name'), 'open', signedUpload],
  ['GET', path('/object/info/public/:bucket/:name'), 'open', objectInfo],
  ['GET', path('/object/info/authenticated/:bucket/:name'), 'user', objectInfo],
  ['GET', path('/object/info/:bucket/:name'), 'optional', objectInfo],
  ['GET HEAD', path('/object/public/:bucket/:name'), 'open', readObject],
  ['GET HEAD', path('/object/authenticated/:bucket/:name'), 'user', readObject],
  ['GET', path('/object/:bucket/:name'), 'user', readObject],
  ['HEAD', path('/object/:bucket/:name'), 'optional', readObject],
  ['POST PUT', path('/object/:bucket/:name'), 'user', uploadRoute],
  ['DELETE', path('/object/:bucket/:name'), 'user', removeOne],
  ['DELETE', path('/object/:bucket/?'), 'user', removeMany],
]

/** The path's parameters with each segment decoded; null on a malformed escape. */
function decodeParams(match: RegExpExecArray): string[] | null {
  try {
    return match.slice(1).map((p = '') => p.split('/').map(decodeURIComponent).join('/'))
  } catch {
    return null
  }
}

export const storageHandler: Handler = async (req, ctx) => {
  const { pathname } = new URL(req.url)
  const route = pathname.slice('/storage/v1'.length)
  for (const [methods, pattern, auth, run] of ROUTES) {
    const match = methods.split(' ').includes(req.method) ? pattern.exec(route) : null
    if (!match) continue
    const params = decodeParams(match)
    if (!params) return errors.invalidRequest('The path holds a malformed escape')
    const caller = auth === 'open' ? NOBODY : await readCaller(req, ctx)
    if (auth === 'user' && !caller.isAuthenticated) {
      return errors.accessDenied(caller.jwtError ?? 'Access denied')
    }
    const [bucket = '', name = ''] = params
    try {
      return await run({ req, ctx, caller, bucket, name })
    } catch (error) {
      // Policies, taken names and missing rows the queries meet, as storage-api's DBError.
      const answer = fromDbError(error)
      if (answer) return answer
      throw error
    }
  }
  return errors.routeNotFound(req.method, pathname)
}
