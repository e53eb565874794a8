// Which pages paint rows peeked from storage before the replica opens (main.tsx holds the
// replica's opening for them): Find Jobs' list only.
import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createAppRouter, paintsPeekedRows } from './router.ts'

describe('paintsPeekedRows', () => {
  const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }))

  it('is true for Find Jobs', () => {
    expect(paintsPeekedRows(router, '/jobs')).toBe(true)
  })

  it('is false for other pages, a job among them', () => {
    for (const path of ['/', '/help', '/jobs/5f0c6d0e-7a43-4bd5-9a47-2d1a0f6f3a11', '/my-work']) {
      expect(paintsPeekedRows(router, path)).toBe(false)
    }
  })
})
