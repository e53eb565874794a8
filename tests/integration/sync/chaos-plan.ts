// The chaos test's seeded schedule and its ledger: what each device writes, when the network
// drops and returns, when the backend restarts, and what every row must look like at the end.
import { randomUUID } from 'node:crypto'
import { chance, int, pick, type Rand } from '../backend/fuzz/random.ts'
import type { Repositories } from '../../../src/data/repositories.ts'

export interface Drop {
  device: number
  at: number
  until: number
}

export interface Schedule {
  drops: Drop[]
  /** Steps at which the backend stops, and when it is back. */
  restarts: { at: number; until: number }[]
  pauses: number[]
}

export function schedule(rand: Rand, steps: number, drops: number, devices: number): Schedule {
  const list: Drop[] = []
  for (let i = 0; i < drops; i++) {
    const at = int(rand, steps - 10)
    list.push({ device: int(rand, devices), at, until: at + 2 + int(rand, 12) })
  }
  const restarts = [0.35, 0.7].map((f) => {
    const at = Math.floor(steps * f)
    return { at, until: at + 8 }
  })
  return { drops: list, restarts, pauses: Array.from({ length: steps }, () => 5 + int(rand, 40)) }
}

export interface Writer {
  name: string
  userId: string
  repos: Repositories
  /** The preference field this device changes (each device its own: SYNC-CONF-2 merges them). */
  field: 'preferred_workflow' | 'skill_level'
  postsJobs: boolean
}

type Expected = { owner: string; title: string; deleted: boolean }

/** Every row the test wrote and the state its last write gave it. */
export class Ledger {
  readonly portfolio = new Map<string, Expected>()
  readonly jobs = new Map<string, Expected & { budget: number }>()
  /** userId -> field -> last value written. */
  readonly prefs = new Map<string, Record<string, string>>()
  readonly counts: Record<string, number> = {}

  private count(kind: string): void {
    this.counts[kind] = (this.counts[kind] ?? 0) + 1
  }

  /** One write by `w`, chosen from the seeded `rand` and what `w` has written so far. */
  async write(rand: Rand, w: Writer, n: number): Promise<void> {
    const mine = [...this.portfolio].filter(([, e]) => e.owner === w.name && !e.deleted)
    const myJobs = [...this.jobs].filter(([, e]) => e.owner === w.name)
    const roll = rand()
    if (roll < 0.2 && w.postsJobs) {
      if (myJobs.length && chance(rand, 0.5)) {
        const [id, job] = pick(rand, myJobs)
        const change = { title: `${w.name} job ${n} (edited)`, budget: 9000 + n }
        this.jobs.set(id, { ...job, ...change })
        this.count('job update')
        await w.repos.jobs.patch(id, { title: change.title, budget_max: change.budget })
      } else {
        const id = randomUUID()
        const title = `${w.name} job ${n}`
        this.jobs.set(id, { owner: w.name, title, deleted: false, budget: 8000 + n })
        this.count('job insert')
        await w.repos.jobs.insert(jobDoc(id, w.userId, title, 8000 + n))
      }
    } else if (roll < 0.45) {
      const value = w.field === 'skill_level' ? pick(rand, LEVELS) : `${w.name}-${n}`
      this.prefs.set(w.userId, { ...this.prefs.get(w.userId), [w.field]: value })
      this.count('preference update')
      await w.repos.preferences.update(w.userId, { [w.field]: value })
    } else if (roll < 0.6 && mine.length) {
      const [id, item] = pick(rand, mine)
      this.portfolio.set(id, { ...item, title: `${w.name} item ${n} (edited)` })
      this.count('portfolio update')
      await w.repos.portfolio.patch(id, { title: `${w.name} item ${n} (edited)` })
    } else if (roll < 0.7 && mine.length) {
      const [id, item] = pick(rand, mine)
      this.portfolio.set(id, { ...item, deleted: true })
      this.count('portfolio remove')
      await w.repos.portfolio.remove(id)
    } else {
      const id = randomUUID()
      const title = `${w.name} item ${n}`
      this.portfolio.set(id, { owner: w.name, title, deleted: false })
      this.count('portfolio insert')
      await w.repos.portfolio.insert({
        id,
        user_id: w.userId,
        title,
        description: null,
        url: null,
        image_url: null,
        photos: '[]',
        trade: 'carpentry',
        completed_on: null,
        created_at: new Date().toISOString(),
      })
    }
  }
}

const LEVELS = ['beginner', 'intermediate', 'advanced'] as const

function jobDoc(id: string, ownerId: string, title: string, budget: number) {
  return {
    id,
    owner_id: ownerId,
    organization_id: null,
    title,
    description: 'Frame and sheath a two-storey addition; drawings and permits are ready.',
    trade_specialty: 'carpentry',
    experience_level: 'experienced' as const,
    location_city: 'Moncton',
    location_province: 'New Brunswick',
    work_type: 'contract' as const,
    duration: '3 weeks',
    budget_min: 5000,
    budget_max: budget,
    pay_unit: 'fixed' as const,
    urgency: 'normal' as const,
    requirements: '[]',
    benefits: '[]',
    is_featured: false,
    status: 'open' as const,
    created_at: new Date().toISOString(),
  }
}
