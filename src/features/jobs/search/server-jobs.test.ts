import { describe, expect, it } from 'vitest'
import { newestFirstKey } from '@/db/sort-key.ts'
import { toJobDoc, toJobDocs } from './server-jobs.ts'

const row = {
  id: '7d1c7f2e-3b0a-4c55-9d55-0c5d3f1e2a10',
  owner_id: '2f0c6a4e-8d3b-4d6f-a1c2-9e8b7a6d5c4b',
  organization_id: null,
  title: 'Plumber – Whitehorse Cabin Retrofit',
  description: 'Replace the supply lines and fixtures of a two-storey cabin outside Whitehorse.',
  trade_specialty: 'plumbing',
  experience_level: 'experienced',
  location_city: 'Whitehorse',
  location_province: 'Yukon',
  work_type: 'contract',
  duration: null,
  budget_min: 6000,
  budget_max: 9000,
  pay_unit: 'fixed',
  urgency: 'normal',
  requirements: '[]',
  benefits: '[]',
  is_featured: false,
  status: 'open',
  created_at: '2026-11-20T15:04:05.123456+00:00',
}

describe('search-jobs rows as job documents', () => {
  it('keeps the server columns and adds the newest-first key', () => {
    expect(toJobDoc({ ...row, extra_column: 'ignored' })).toEqual({
      ...row,
      sort_desc: newestFirstKey(row.created_at),
    })
  })

  it('leaves out rows that are not job rows', () => {
    const docs = toJobDocs([row, { ...row, status: 'gone' }, null, { id: 'x' }])
    expect(docs.map((d) => d.id)).toEqual([row.id])
  })
})
