import { afterEach, describe, expect, it } from 'vitest'
import { isOnline, markOffline, markOnline, onOnlineChange } from './connectivity.ts'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the page connectivity source', () => {
  afterEach(() => markOnline())

  it('tells listeners each time online turns to offline and back, once per change', async () => {
    const seen: boolean[] = []
    const stop = onOnlineChange((online) => seen.push(online))
    markOffline()
    await settle()
    markOffline()
    await settle()
    expect(isOnline()).toBe(false)
    markOnline()
    await settle()
    stop()
    markOffline()
    await settle()
    expect(seen).toEqual([false, true])
  })
})
