// A job as the replica stores it (its local sort key is added on insert), for tests that fill a
// test database: job `n` (1-9) is created on 2026-11-2n, so a higher `n` is newer.
import type { JobDoc } from '@/db/index.ts'

const OWNER = '22222222-2222-4222-8222-222222222222'

export function jobDoc(n: number, status: JobDoc['status'] = 'open'): Omit<JobDoc, 'sort_desc'> {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    owner_id: OWNER,
    organization_id: null,
    title: `Job ${n}`,
    description: 'Panel upgrade',
    trade_specialty: 'electrical',
    experience_level: 'experienced',
    location_city: 'Laval',
    location_province: 'Quebec',
    work_type: 'contract',
    duration: null,
    budget_min: 1000,
    budget_max: 2000,
    pay_unit: 'fixed',
    urgency: 'normal',
    requirements: '[]',
    benefits: '[]',
    is_featured: false,
    status,
    created_at: `2026-11-2${n}T10:00:00.000Z`,
  }
}
