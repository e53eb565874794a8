import { describe, expect, it } from 'vitest'
import { countByProvince } from './useJobCounts.ts'

describe('open jobs by province', () => {
  it('counts open jobs for all 13 provinces and territories, zero included', () => {
    const counts = countByProvince([
      { location_province: 'Yukon', status: 'open' },
      { location_province: 'Yukon', status: 'open' },
      { location_province: 'Quebec', status: 'closed' },
      { location_province: 'Texas', status: 'open' },
    ])
    expect(counts).toHaveLength(13)
    expect(counts.find((c) => c.province === 'Yukon')?.openJobs).toBe(2)
    expect(counts.find((c) => c.province === 'Quebec')?.openJobs).toBe(0)
  })
})
