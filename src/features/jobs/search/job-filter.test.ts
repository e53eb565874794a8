import { describe, expect, it } from 'vitest'
import { newestFirstKey } from '@/db/sort-key.ts'
import { filterJobs, type FilterableJob } from './job-filter.ts'
import { parseJobSearch } from './job-search.ts'

let n = 0
function job(over: Partial<FilterableJob>): FilterableJob {
  n += 1
  const created_at = over.created_at ?? new Date(Date.UTC(2026, 10, n)).toISOString()
  return {
    id: `job-${String(n).padStart(3, '0')}`,
    title: 'Framing carpenter',
    description: 'Wall framing for a duplex.',
    location_city: 'Toronto',
    location_province: 'Ontario',
    trade_specialty: 'carpentry',
    experience_level: 'intermediate',
    work_type: 'contract',
    urgency: 'normal',
    budget_min: 10_000,
    budget_max: 20_000,
    pay_unit: 'fixed',
    is_featured: false,
    status: 'open',
    ...over,
    created_at,
    sort_desc: newestFirstKey(created_at),
  }
}

const ids = (jobs: FilterableJob[]) => jobs.map((j) => j.title)

describe('filterJobs', () => {
  const a = job({
    title: 'A electrician',
    trade_specialty: 'electrical',
    location_province: 'Quebec',
    location_city: 'Montréal',
  })
  const b = job({
    title: 'B roofer',
    trade_specialty: 'roofing',
    urgency: 'asap',
    budget_min: 30_000,
    budget_max: 45_000,
  })
  const c = job({
    title: 'C welder',
    trade_specialty: 'welding',
    urgency: 'urgent',
    is_featured: true,
    experience_level: 'expert',
    work_type: 'full_time',
  })
  const d = job({ title: 'D closed', status: 'closed' })
  const all = [d, c, b, a].sort((x, y) => (x.sort_desc < y.sort_desc ? -1 : 1))

  it('shows open jobs newest first by default and never closed ones', () => {
    expect(ids(filterJobs(all, parseJobSearch({})))).toEqual([
      'C welder',
      'B roofer',
      'A electrician',
    ])
  })

  it('filters by trade, province, level, work type, urgency and featured', () => {
    expect(ids(filterJobs(all, parseJobSearch({ trade: 'roofing' })))).toEqual(['B roofer'])
    expect(ids(filterJobs(all, parseJobSearch({ province: 'Quebec' })))).toEqual(['A electrician'])
    expect(ids(filterJobs(all, parseJobSearch({ level: 'expert' })))).toEqual(['C welder'])
    expect(ids(filterJobs(all, parseJobSearch({ type: 'full_time' })))).toEqual(['C welder'])
    expect(ids(filterJobs(all, parseJobSearch({ urgency: 'asap' })))).toEqual(['B roofer'])
    expect(ids(filterJobs(all, parseJobSearch({ featured: '1' })))).toEqual(['C welder'])
  })

  it('combines filters (all must hold)', () => {
    expect(filterJobs(all, parseJobSearch({ trade: 'welding', province: 'Quebec' }))).toEqual([])
  })

  it('searches title, description and city, every word, ignoring case and accents', () => {
    expect(ids(filterJobs(all, parseJobSearch({ q: 'MONTREAL electrician' })))).toEqual([
      'A electrician',
    ])
    expect(ids(filterJobs(all, parseJobSearch({ q: 'duplex' }))).length).toBe(3)
    expect(filterJobs(all, parseJobSearch({ q: 'duplex plumber' }))).toEqual([])
    expect(ids(filterJobs(all, parseJobSearch({ city: 'montr' })))).toEqual(['A electrician'])
  })

  it('keeps jobs whose pay range overlaps the budget filter', () => {
    expect(ids(filterJobs(all, parseJobSearch({ budgetMin: '25000' })))).toEqual(['B roofer'])
    expect(ids(filterJobs(all, parseJobSearch({ budgetMax: '15000' })))).toEqual([
      'C welder',
      'A electrician',
    ])
    expect(
      ids(filterJobs(all, parseJobSearch({ budgetMin: '20000', budgetMax: '30000' }))),
    ).toEqual(['C welder', 'B roofer', 'A electrician'])
  })

  it('sorts by budget high to low and urgent first, newest breaking ties', () => {
    expect(ids(filterJobs(all, parseJobSearch({ sort: 'budget_desc' })))).toEqual([
      'B roofer',
      'C welder',
      'A electrician',
    ])
    expect(ids(filterJobs(all, parseJobSearch({ sort: 'urgent_first' })))).toEqual([
      'B roofer',
      'C welder',
      'A electrician',
    ])
  })

  describe('pay units (issue 41)', () => {
    const hourly = [
      job({ title: 'H electrician $38-$46', pay_unit: 'hourly', budget_min: 38, budget_max: 46 }),
      job({ title: 'H plumber $40-$52', pay_unit: 'hourly', budget_min: 40, budget_max: 52 }),
    ]
    const yearly = job({
      title: 'Y welder $72k-$88k',
      pay_unit: 'yearly',
      budget_min: 72_000,
      budget_max: 88_000,
    })
    const fixed = job({ title: 'F tiler $5.3k-$6.8k', budget_min: 5_300, budget_max: 6_800 })
    const mixed = [fixed, yearly, ...hourly].sort((x, y) => (x.sort_desc < y.sort_desc ? -1 : 1))

    it('filters by unit', () => {
      expect(ids(filterJobs(mixed, parseJobSearch({ unit: 'hourly' })))).toEqual([
        'H plumber $40-$52',
        'H electrician $38-$46',
      ])
      expect(ids(filterJobs(mixed, parseJobSearch({ unit: 'yearly' })))).toEqual([
        'Y welder $72k-$88k',
      ])
      expect(ids(filterJobs(mixed, parseJobSearch({ unit: 'weekly' })))).toHaveLength(4)
    })

    it('sorts by pay within each unit: hourly, then yearly, then fixed', () => {
      expect(ids(filterJobs(mixed, parseJobSearch({ sort: 'budget_desc' })))).toEqual([
        'H plumber $40-$52',
        'H electrician $38-$46',
        'Y welder $72k-$88k',
        'F tiler $5.3k-$6.8k',
      ])
      const search = parseJobSearch({ sort: 'budget_desc', unit: 'hourly', budgetMin: '50' })
      expect(ids(filterJobs(mixed, search))).toEqual(['H plumber $40-$52'])
    })
  })

  it('breaks sort ties newest first, whatever order the jobs come in', () => {
    const reversed = [...all].reverse()
    expect(ids(filterJobs(reversed, parseJobSearch({ sort: 'budget_desc' })))).toEqual([
      'B roofer',
      'C welder',
      'A electrician',
    ])
    expect(ids(filterJobs(reversed, parseJobSearch({ sort: 'urgent_first' })))).toEqual([
      'B roofer',
      'C welder',
      'A electrician',
    ])
  })

  it('sorts unsorted input newest first', () => {
    expect(ids(filterJobs([...all].reverse(), parseJobSearch({})))).toEqual([
      'C welder',
      'B roofer',
      'A electrician',
    ])
  })

  it('finds words in text as it is, accents and case ignored both ways', () => {
    const jobs = [
      job({ title: 'Roof repair', description: 'Shingles on a bungalow.' }),
      job({ title: 'Électricien', location_city: 'Montréal', description: 'Rénovation du toit.' }),
      job({ title: 'Plumber', description: 'New ROOFTOP unit drains (a+b).' }),
      job({ title: 'Toiture', location_city: 'Québec', description: 'Roof membrane.' }),
      job({
        title: 'Couvreur',
        location_city: 'Lévis',
        description: 'Re\u0301fection de toiture.',
      }),
    ].sort((x, y) => (x.sort_desc < y.sort_desc ? -1 : 1))
    const found = (q: string) => ids(filterJobs(jobs, parseJobSearch({ q })))
    expect(found('roof')).toEqual(['Toiture', 'Plumber', 'Roof repair'])
    expect(found('ROOF membrane')).toEqual(['Toiture'])
    expect(found('quebec roof')).toEqual(['Toiture'])
    expect(found('MONTRÉAL')).toEqual(['Électricien'])
    expect(found('renovation')).toEqual(['Électricien'])
    // Decomposed accents in the text, an accent in the query.
    expect(found('refection')).toEqual(['Couvreur'])
    expect(found('réfection LEVIS')).toEqual(['Couvreur'])
    expect(found('(a+b)')).toEqual(['Plumber'])
    expect(ids(filterJobs(jobs, parseJobSearch({ city: 'québ' })))).toEqual(['Toiture'])
  })
})
