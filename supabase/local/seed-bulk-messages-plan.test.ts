// The plan behind `seed:bulk --conversations N --messages M`: the demo pair's big conversation
// first, keys never repeated, senders always members, times in order, and unread counts as the
// server counts them.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  DEMO_COMPANY,
  DEMO_CRAFTSMAN,
  planConversations,
  planMembers,
  planMessageCounts,
  planMessages,
  type JobRef,
} from './seed-bulk-messages-plan.ts'

const others = Array.from({ length: 20 }, () => randomUUID())
const users = [...others, DEMO_COMPANY, DEMO_CRAFTSMAN]
const jobs: JobRef[] = Array.from({ length: 10 }, (_, i) => ({
  id: randomUUID(),
  title: `Site Carpenter – Townhouse ${i}`,
  owner_id: others[i % 5]!,
  location_city: 'Hamilton',
}))
const NOW = Date.parse('2026-12-01T12:00:00Z')

describe('planMessageCounts', () => {
  it('gives the first its share and the rest a falling tail that sums to the total', () => {
    const counts = planMessageCounts(1000, 200_000, 10_000)
    expect(counts.reduce((a, c) => a + c, 0)).toBe(200_000)
    expect(counts[0]).toBe(10_000)
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1)
    for (let i = 2; i < counts.length; i++) expect(counts[i]).toBeLessThanOrEqual(counts[i - 1]!)
    expect(counts[1]).toBeGreaterThan(50 * counts[999]!)
  })

  it('handles fewer messages than conversations, one conversation, none', () => {
    expect(planMessageCounts(4, 2, 10)).toEqual([2, 0, 0, 0])
    expect(planMessageCounts(4, 13, 10)).toEqual([10, 1, 1, 1])
    expect(planMessageCounts(1, 50, 10)).toEqual([50])
    expect(planMessageCounts(0, 50, 10)).toEqual([])
  })
})

describe('planConversations', () => {
  it('starts with craftsman@ and company@, never repeats a key, and keeps teams to their poster', () => {
    const plan = planConversations(users, jobs, 120, new Set())
    expect(plan).toHaveLength(120)
    expect(plan[0]).toMatchObject({ kind: 'direct', members: [DEMO_COMPANY, DEMO_CRAFTSMAN] })
    expect(plan[0]!.unique_key).toBe(`direct:${DEMO_CRAFTSMAN}:${DEMO_COMPANY}`)
    const keys = plan.flatMap((c) => (c.unique_key ? [c.unique_key] : []))
    expect(new Set(keys).size).toBe(keys.length)
    // Every pair of 22 people, with every third a group: 231 pairs outlast 120 conversations.
    expect(plan.filter((c) => c.kind === 'direct').length).toBeGreaterThanOrEqual(79)
    const teams = plan.filter((c) => c.job_id)
    expect(teams).toHaveLength(10)
    for (const team of teams) {
      const job = jobs.find((j) => j.id === team.job_id)!
      expect(team).toMatchObject({ title: job.title, created_by: job.owner_id })
      expect(team.members).toContain(job.owner_id)
    }
    const crews = plan.filter((c) => c.kind === 'group' && !c.job_id)
    expect(crews.length).toBeGreaterThan(0)
    expect(crews[0]!.title).toBe('Site Carpenter crew, Hamilton')
    for (const c of plan) {
      expect(new Set(c.members).size).toBe(c.members.length)
      expect(c.members.length).toBeGreaterThanOrEqual(2)
      expect(c.members).toContain(c.created_by)
    }
    // The demo accounts are in many of them.
    expect(plan.filter((c) => c.members.includes(DEMO_CRAFTSMAN)).length).toBeGreaterThan(20)
  })

  it('skips conversations that exist, and needs the demo accounts', () => {
    const taken = new Set([`direct:${DEMO_CRAFTSMAN}:${DEMO_COMPANY}`, `team:${jobs[0]!.id}`])
    const plan = planConversations(users, jobs, 300, taken)
    expect(plan.map((c) => c.unique_key)).not.toContain(`direct:${DEMO_CRAFTSMAN}:${DEMO_COMPANY}`)
    expect(plan.map((c) => c.job_id)).not.toContain(jobs[0]!.id)
    expect(() => planConversations(others, jobs, 5, new Set())).toThrow(/demo accounts/)
  })
})

describe('planMessages and planMembers', () => {
  const plan = planConversations(users, jobs, 12, new Set())

  it('sends from members, in order, before now', () => {
    for (const [i, c] of plan.entries()) {
      const messages = planMessages(c, i, i === 0 ? 500 : 17, NOW)
      expect(messages).toHaveLength(i === 0 ? 500 : 17)
      for (const [k, m] of messages.entries()) {
        expect(c.members).toContain(m.user_id)
        expect(m.body.length).toBeGreaterThan(0)
        expect(Date.parse(m.created_at)).toBeLessThanOrEqual(Date.parse(m.sent_at))
        if (k > 0)
          expect(Date.parse(m.sent_at)).toBeGreaterThan(Date.parse(messages[k - 1]!.sent_at))
      }
      expect(Date.parse(messages.at(-1)!.sent_at)).toBeLessThan(NOW)
      expect(new Set(messages.map((m) => m.user_id)).size).toBeGreaterThan(1)
    }
    const big = planMessages(plan[0]!, 0, 10_000, NOW)
    const days = (Date.parse(big.at(-1)!.sent_at) - Date.parse(big[0]!.sent_at)) / 86_400_000
    expect(days).toBeGreaterThan(90)
    expect(days).toBeLessThanOrEqual(180)
  })

  it("counts each member's unread messages as the server does", () => {
    let someUnread = 0
    for (const [i, c] of plan.entries()) {
      const messages = planMessages(c, i, 40, NOW)
      const members = planMembers(c, i, messages, NOW)
      expect(members.map((m) => m.user_id)).toEqual(c.members)
      for (const m of members) {
        expect(m.id).toBe(`${c.id}:${m.user_id}`)
        expect(m.last_delivered_at).toBe(messages.at(-1)!.sent_at)
        const unread = messages.filter(
          (x) => x.user_id !== m.user_id && x.sent_at > (m.last_read_at ?? ''),
        ).length
        expect(m.unread_count).toBe(unread)
        if (unread > 0) someUnread++
      }
    }
    expect(someUnread).toBeGreaterThan(0)
    const empty = planMembers(plan[1]!, 1, [], NOW)
    expect(empty.every((m) => m.unread_count === 0 && m.last_read_at === null)).toBe(true)
  })
})
