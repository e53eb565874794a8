// ai-navigation-suggestions through the local function host: tracking, ranked suggestions
// from same-role usage, visitors, and bad input answered with a clear 4xx that writes nothing.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call as callOn, count as countOn } from './function-client.ts'
import {
  insertAsOwner,
  makeUser,
  sql,
  startProductServer,
  type TestServer,
  type User,
} from './helpers.ts'

let server: TestServer
let craftsman: User

beforeAll(async () => {
  server = await startProductServer({ functionsDir: 'supabase/functions' })
  craftsman = await makeUser(server, ['craftsman'])
})
afterAll(async () => {
  await server?.close()
})

type CallOptions = Parameters<typeof callOn>[3]
const call = (path: string, body: unknown, opts?: CallOptions) => callOn(server, path, body, opts)
const count = (table: string): Promise<number> => countOn(server, table)

describe('ai-navigation-suggestions', () => {
  const context = {
    userId: 'ignored',
    currentPath: '/jobs',
    userRole: 'craftsman',
    skillLevel: 'intermediate',
    recentActivity: ['page_visit'],
  }

  it('track_action stores the event for the signed-in user', async () => {
    const res = await call(
      'ai-navigation-suggestions',
      {
        type: 'track_action',
        context,
        action: 'command_palette_select',
        metadata: { resultId: 'find-jobs', resultTitle: 'Find Jobs', query: 'jobs', type: 'ai' },
      },
      { token: craftsman.token },
    )
    expect(res).toEqual({ status: 201, body: { stored: true, id: expect.any(String) } })
    expect(
      await sql(
        server,
        'select user_id, action, path, user_role, metadata from navigation_events where id = $1',
        [res.body.id],
      ),
    ).toEqual([
      {
        user_id: craftsman.id,
        action: 'command_palette_select',
        path: '/jobs',
        user_role: 'craftsman',
        metadata: expect.stringContaining('"resultId":"find-jobs"'),
      },
    ])
  })

  it('does not track visitors and refuses bad input, writing nothing', async () => {
    const before = await count('navigation_events')
    expect(
      await call('ai-navigation-suggestions', {
        type: 'track_action',
        context,
        action: 'page_visit',
      }),
    ).toEqual({ status: 202, body: { stored: false, reason: 'Visitors are not tracked' } })
    for (const body of [
      { type: 'teleport', context },
      { type: 'track_action', context, action: 'bad action!' },
      { type: 'track_action', context: { ...context, currentPath: 'jobs' }, action: 'page_visit' },
      { type: 'track_action', context: { ...context, userRole: 'boss' }, action: 'page_visit' },
      { type: 'track_action', context, action: 'page_visit', metadata: 'x' },
    ]) {
      const res = await call('ai-navigation-suggestions', body, { token: craftsman.token })
      expect(res.status).toBe(400)
      expect(res.body.error).toEqual(expect.any(String))
    }
    expect(
      (await call('ai-navigation-suggestions', {}, { token: craftsman.token, method: 'GET' }))
        .status,
    ).toBe(405)
    expect(await count('navigation_events')).toBe(before)
  })

  it('command_palette ranks by what people in the same role open next', async () => {
    for (const u of [randomUUID(), randomUUID(), randomUUID()]) {
      await sql(server, `insert into auth.users (id, email, created_at) values ($1, $2, now())`, [
        u,
        `${u}@example.com`,
      ])
      for (const [i, path] of ['/jobs', '/events', '/jobs', '/events'].entries()) {
        await insertAsOwner(server, 'navigation_events', {
          user_id: u,
          action: 'page_visit',
          path,
          user_role: 'craftsman',
          occurred_at: new Date(Date.now() - (10 - i) * 60_000).toISOString(),
        })
      }
    }
    const res = await call(
      'ai-navigation-suggestions',
      {
        type: 'command_palette',
        context: { ...context, preferences: { showAdvancedFeatures: false } },
      },
      { token: craftsman.token },
    )
    expect(res.status).toBe(200)
    const suggestions = res.body.suggestions as Array<Record<string, unknown>>
    expect(suggestions[0]).toMatchObject({
      action: '/events',
      type: 'ai',
      aiGenerated: true,
      reason: 'People in your role often open this after /jobs',
    })
    expect(suggestions.map((s) => s.action)).not.toContain('/post-job')
    expect(res.body.model).toBe('usage-v1')
  })

  it('gives visitors guest suggestions', async () => {
    const res = await call('ai-navigation-suggestions', {
      type: 'command_palette',
      context: { currentPath: '/', userRole: 'craftsman' },
    })
    const actions = (res.body.suggestions as Array<{ action: string }>).map((s) => s.action)
    expect(actions).toContain('/craftsman-register')
    expect(actions).not.toContain('/jobs')
  })
})
