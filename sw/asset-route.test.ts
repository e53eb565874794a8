// Test file: vitest is a test-only import, never bundled.
/* eslint-disable boundaries/dependency-direction */
import { describe, expect, it } from 'vitest'
import { assetRouterRule, withoutVary } from './asset-route.ts'

describe('assetRouterRule', () => {
  const rule = assetRouterRule('workbox-precache-v2-https://craftlink.example/')
  const pattern = new URLPattern(rule.condition.urlPattern)

  it('sends built files to the precache, by GET only', () => {
    expect(rule.source).toEqual({ cacheName: 'workbox-precache-v2-https://craftlink.example/' })
    expect(rule.condition.requestMethod).toBe('GET')
    for (const path of ['/assets/index-Ch_uzgxY.js', '/assets/index-Dh5NwSiU.css']) {
      expect(pattern.test(`https://craftlink.example${path}`)).toBe(true)
    }
  })

  it('leaves pages, the shell and files outside /assets/ to the worker', () => {
    for (const path of ['/jobs', '/', '/index.html', '/icons/icon-192.png', '/assetsx/a.js']) {
      expect(pattern.test(`https://craftlink.example${path}`)).toBe(false)
    }
  })
})

describe('withoutVary', () => {
  it('drops Vary and keeps the body, status and every other header', async () => {
    const stored = withoutVary(
      new Response('export {}', {
        status: 200,
        statusText: 'OK',
        headers: { Vary: 'Origin', 'Content-Type': 'text/javascript', ETag: 'W/"9"' },
      }),
    )
    expect(stored.headers.has('Vary')).toBe(false)
    expect(stored.headers.get('Content-Type')).toBe('text/javascript')
    expect(stored.headers.get('ETag')).toBe('W/"9"')
    expect(stored.status).toBe(200)
    expect(stored.statusText).toBe('OK')
    expect(await stored.text()).toBe('export {}')
  })

  it('returns a response without Vary as it is', () => {
    const response = new Response('a', { headers: { 'Content-Type': 'text/css' } })
    expect(withoutVary(response)).toBe(response)
  })
})
