// The admin API for the service role: create, list, read, update and delete users.
import { randomBytes } from 'node:crypto'
import type { Transaction } from '@electric-sql/pglite'
import type { ServerContext } from '../types.ts'
import { badRequest, json, notFound, unprocessable, validationFailed } from './errors.ts'
import { hashPassword } from './password.ts'
import { assertPasswordAllowed, assertPasswordLength, passwordPolicy } from './policy.ts'
import { objectOrUndefined, readJson, requireAdmin, str, type Body } from './request.ts'
import { endSessions } from './sessions.ts'
import { mergeMetadata } from './user.ts'
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  isUuid,
  normaliseEmail,
  userJson,
} from './users.ts'

const EMAIL_TAKEN = 'A user with this email address has already been registered'

function userIdOf(path: string): string {
  const id = decodeURIComponent(path.slice('/admin/users/'.length))
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID')
  return id
}

function passwordOf(body: Body): string | undefined {
  if (body.password === undefined || body.password === null) return undefined
  if (typeof body.password !== 'string') throw validationFailed('password must be a string')
  assertPasswordLength(body.password)
  return body.password
}

async function createUser(req: Request, ctx: ServerContext): Promise<Response> {
  const body = await readJson(req)
  if (str(body.email) === '')
    throw validationFailed('Cannot create a user without either an email or phone')
  const email = normaliseEmail(body.email)
  const userMetadata = objectOrUndefined(body.user_metadata, 'user_metadata') ?? {}
  const appMetadata = objectOrUndefined(body.app_metadata, 'app_metadata') ?? {}
  // Like GoTrue, an account created without a password gets an unguessable one.
  const password = passwordOf(body) || randomBytes(32).toString('base64url')
  const passwordHash = await hashPassword(password)
  const user = await ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw unprocessable('email_exists', EMAIL_TAKEN)
    const id = await insertUser(tx, {
      email,
      passwordHash,
      confirmed: body.email_confirm === true,
      userMetadata,
      appMetadata,
    })
    return userJson((await findUserById(tx, id))!)
  })
  return json(200, user)
}

async function listUsers(req: Request, ctx: ServerContext): Promise<Response> {
  const url = new URL(req.url)
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const perPage = Math.min(
    1000,
    Math.max(1, Number.parseInt(url.searchParams.get('per_page') ?? '50', 10) || 50),
  )
  const { users, total } = await ctx.db.transaction(async (tx) => {
    const count = await tx.query<{ n: number }>(`select count(*)::int as n from auth.users`)
    const ids = await tx.query<{ id: string }>(
      `select id from auth.users order by created_at desc, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    )
    const rows = []
    for (const { id } of ids.rows) rows.push(userJson((await findUserById(tx, id))!))
    return { users: rows, total: count.rows[0]?.n ?? 0 }
  })
  const last = Math.max(1, Math.ceil(total / perPage))
  // auth-js reads the page number right after the first `=`, so `page` comes first.
  const link = (p: number, rel: string) =>
    `<${url.pathname}?page=${p}&per_page=${perPage}>; rel="${rel}"`
  const links = [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')]
  return json(
    200,
    { users, aud: 'authenticated' },
    { 'x-total-count': String(total), link: links.join(', ') },
  )
}

async function getUser(ctx: ServerContext, id: string): Promise<Response> {
  const user = await ctx.db.transaction((tx) => findUserById(tx, id))
  if (!user) throw notFound('user_not_found', 'User not found')
  return json(200, userJson(user))
}

async function updateUser(req: Request, ctx: ServerContext, id: string): Promise<Response> {
  const body = await readJson(req)
  const userMetadata = objectOrUndefined(body.user_metadata, 'user_metadata')
  const appMetadata = objectOrUndefined(body.app_metadata, 'app_metadata')
  const password = passwordOf(body)
  if (password !== undefined) assertPasswordAllowed(password, passwordPolicy(ctx.config))
  const passwordHash = password ? await hashPassword(password) : null
  const email = str(body.email) === '' ? null : normaliseEmail(body.email)
  const banDuration = str(body.ban_duration)
  const user = await ctx.db.transaction(async (tx) => {
    const current = await findUserById(tx, id)
    if (!current) throw notFound('user_not_found', 'User not found')
    if (email && email !== current.email) {
      if (await findUserByEmail(tx, email)) throw unprocessable('email_exists', EMAIL_TAKEN)
      await tx.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [
        id,
        email,
      ])
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
         where user_id = $1 and provider = 'email'`,
        [id, email],
      )
    }
    if (passwordHash) {
      await tx.query(
        `update auth.users set encrypted_password = $2, updated_at = now() where id = $1`,
        [id, passwordHash],
      )
    }
    if (body.email_confirm === true) await confirmEmail(tx, id)
    if (userMetadata) await mergeMetadata(tx, id, 'raw_user_meta_data', userMetadata)
    if (appMetadata) await mergeMetadata(tx, id, 'raw_app_meta_data', appMetadata)
    if (banDuration !== '') await ban(tx, id, banDuration)
    return userJson((await findUserById(tx, id))!)
  })
  return json(200, user)
}

/** `ban_duration` as GoTrue takes it: "none" lifts a ban, otherwise a Go duration such as "24h". */
async function ban(tx: Transaction, id: string, duration: string): Promise<void> {
  if (duration === 'none') {
    await tx.query(`update auth.users set banned_until = null where id = $1`, [id])
    return
  }
  const match = /^(\d+(?:\.\d+)?)(h|m|s)$/.exec(duration)
  if (!match) throw badRequest('validation_failed', 'invalid format for ban duration: ' + duration)
  const seconds =
    Number(match[1]) * ({ h: 3600, m: 60, s: 1 } as const)[match[2] as 'h' | 'm' | 's']
  await tx.query(
    `update auth.users set banned_until = now() + make_interval(secs => $2) where id = $1`,
    [id, seconds],
  )
  await endSessions(tx, id, 'global', null)
}

async function deleteUser(req: Request, ctx: ServerContext, id: string): Promise<Response> {
  const body = await readJson(req)
  await ctx.db.transaction(async (tx) => {
    if (!(await findUserById(tx, id))) throw notFound('user_not_found', 'User not found')
    if (body.should_soft_delete === true) {
      await tx.query(
        `update auth.users set deleted_at = now(), email = null, encrypted_password = '', phone = null,
           raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = $1`,
        [id],
      )
      await tx.query(`delete from auth.identities where user_id = $1`, [id])
      await endSessions(tx, id, 'global', null)
    } else {
      await tx.query(`delete from auth.users where id = $1`, [id])
    }
  })
  return json(200, {})
}

/** Routes /admin/users[/<id>]; null when the path is not an admin route. */
export async function adminRoute(
  req: Request,
  ctx: ServerContext,
  path: string,
): Promise<Response | null> {
  if (path !== '/admin/users' && !path.startsWith('/admin/users/')) return null
  await requireAdmin(ctx, req)
  if (path === '/admin/users') {
    if (req.method === 'POST') return createUser(req, ctx)
    if (req.method === 'GET') return listUsers(req, ctx)
    return null
  }
  const id = userIdOf(path)
  if (req.method === 'GET') return getUser(ctx, id)
  if (req.method === 'PUT') return updateUser(req, ctx, id)
  if (req.method === 'DELETE') return deleteUser(req, ctx, id)
  return null
}
