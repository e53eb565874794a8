// Test file: vitest and the app's copy of the cache name are test-only imports, never bundled.
/* eslint-disable boundaries/dependency-direction */
import { describe, expect, it } from 'vitest'
import { IMAGE_CACHE as APP_IMAGE_CACHE } from '../src/features/pwa/cache-names.ts'
import {
  IMAGE_CACHE,
  isBackendPath,
  isCacheableImage,
  isShellNavigation,
  isSkipWaitingMessage,
} from './sw-rules.ts'

const ORIGIN = 'https://craftlink.example'
const url = (path: string, origin = ORIGIN) => new URL(path, origin)

describe('isShellNavigation', () => {
  it('serves app routes, with query and hash, from the cached shell', () => {
    for (const path of [
      '/',
      '/jobs',
      '/profile/123',
      '/auth?type=recovery',
      '/social-hub?tab=feed',
    ]) {
      expect(isShellNavigation('navigate', url(path), ORIGIN), path).toBe(true)
    }
  })

  it('never answers backend or dev-tool paths with the shell', () => {
    for (const path of [
      '/rest/v1/jobs',
      '/auth/v1/token',
      '/functions/v1/ai',
      '/realtime/v1/websocket',
      '/_dev/reset',
      '/storage/v1/object/public/a.png',
    ]) {
      expect(isShellNavigation('navigate', url(path), ORIGIN), path).toBe(false)
    }
  })

  it('leaves other origins, files and non-navigation requests alone', () => {
    expect(isShellNavigation('navigate', url('/jobs', 'https://other.example'), ORIGIN)).toBe(false)
    expect(isShellNavigation('navigate', url('/icons/icon-192.png'), ORIGIN)).toBe(false)
    expect(isShellNavigation('cors', url('/jobs'), ORIGIN)).toBe(false)
  })
})

describe('isBackendPath', () => {
  it('matches backend prefixes only as whole first segments', () => {
    expect(isBackendPath('/auth/v1/user')).toBe(true)
    expect(isBackendPath('/auth')).toBe(false)
    expect(isBackendPath('/authors/x')).toBe(false)
    expect(isBackendPath('/jobs/rest/1')).toBe(false)
  })
})

describe('isCacheableImage', () => {
  it('caches public images from any origin', () => {
    expect(isCacheableImage('image', url('/avatars/a.png', 'https://cdn.example'))).toBe(true)
    expect(isCacheableImage('image', url('/storage/v1/object/public/avatars/a.png'))).toBe(true)
  })

  it('never caches private, signed or tokenised images', () => {
    expect(isCacheableImage('image', url('/storage/v1/object/authenticated/docs/a.png'))).toBe(
      false,
    )
    expect(isCacheableImage('image', url('/storage/v1/object/sign/docs/a.png?token=abc'))).toBe(
      false,
    )
    expect(isCacheableImage('image', url('/storage/v1/render/image/sign/a.png'))).toBe(false)
    expect(isCacheableImage('image', url('/img/a.png?token=abc', 'https://cdn.example'))).toBe(
      false,
    )
  })

  it('ignores non-images and backend data', () => {
    expect(isCacheableImage('script', url('/a.js'))).toBe(false)
    expect(isCacheableImage('image', url('/rest/v1/avatar'))).toBe(false)
    expect(isCacheableImage('image', new URL('data:image/png;base64,AAAA'))).toBe(false)
  })
})

describe('messages and cache names', () => {
  it('accepts only the SKIP_WAITING message', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true)
    expect(isSkipWaitingMessage({ type: 'OTHER' })).toBe(false)
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false)
    expect(isSkipWaitingMessage(null)).toBe(false)
  })

  it('uses the same image cache name as the app clears at sign-out', () => {
    expect(APP_IMAGE_CACHE).toBe(IMAGE_CACHE)
  })
})
