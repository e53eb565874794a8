// The device's job scope read from the replica (SPEC SYNC-SCOPE-1): the user's choice, the
// profiles and the pins, and a stream that fires when any of them may have changed.
import type { RxCollection } from 'rxdb'
import { merge, type Observable } from 'rxjs'
import { filter, map } from 'rxjs/operators'
import {
  jobScopePreferences,
  savedJobs,
  sharedRowId,
  type AppDatabase,
  type SharedRowDoc,
} from '@/db/index.ts'
import { JOBS_NEWEST_ELSEWHERE, scopeFrom, type JobScope, type Pins } from '@/db/job-scope.ts'

type Row = Record<string, unknown>

/** The dedicated collections the scope and the pins are read from (the shared collection's
 * preferences and saved jobs besides). */
export const SCOPE_COLLECTIONS = [
  'craftsman_profiles',
  'company_profiles',
  'user_roles',
  'job_applications',
] as const

/** The profiles a region comes from when the user has made no choice in Settings (the pins are
 * the server's to work out: pull_jobs reads them from its own tables). */
export const REGION_COLLECTIONS = ['craftsman_profiles', 'company_profiles'] as const

export class JobScopeSource {
  private readonly db: AppDatabase
  private readonly userId: string
  /** Whether the shared tables of the scope (preferences, saved jobs) are replicated. */
  private readonly sharedDeclared: boolean
  private readonly newest: number

  constructor(
    db: AppDatabase,
    userId: string,
    sharedDeclared: boolean,
    newest = JOBS_NEWEST_ELSEWHERE,
  ) {
    this.db = db
    this.userId = userId
    this.sharedDeclared = sharedDeclared
    this.newest = newest
  }

  private col(name: string): RxCollection | undefined {
    return (this.db.collections as unknown as Record<string, RxCollection | undefined>)[name]
  }

  private async one(name: string, id: string): Promise<Row | null> {
    const doc = await this.col(name)?.findOne(id).exec()
    return doc ? (doc.toJSON() as Row) : null
  }

  private rows(): RxCollection<SharedRowDoc> | undefined {
    return this.sharedDeclared ? this.db.collections.rows : undefined
  }

  async scope(): Promise<JobScope> {
    const pref = await this.rows()
      ?.findOne(sharedRowId(jobScopePreferences.name, this.userId))
      .exec()
    return scopeFrom(
      {
        preference: pref ? pref.row : null,
        craftsman: await this.one('craftsman_profiles', this.userId),
        company: await this.one('company_profiles', this.userId),
      },
      this.newest,
    )
  }

  async pins(): Promise<Pins> {
    const organizations = new Set<string>()
    const roles =
      (await this.col('user_roles')
        ?.find({ selector: { user_id: this.userId } })
        .exec()) ?? []
    for (const r of roles) {
      const org = r.get('organization_id') as unknown
      if (typeof org === 'string' && r.get('status') === 'active') organizations.add(org)
    }
    const company = await this.one('company_profiles', this.userId)
    if (typeof company?.['organization_id'] === 'string')
      organizations.add(company['organization_id'])
    const jobIds = new Set<string>()
    const applications =
      (await this.col('job_applications')
        ?.find({ selector: { applicant_id: this.userId } })
        .exec()) ?? []
    for (const a of applications) jobIds.add(String(a.get('job_id')))
    const saved =
      (await this.rows()
        ?.find({ selector: { table: savedJobs.name, scope: this.userId } })
        .exec()) ?? []
    for (const s of saved) jobIds.add(String(s.row['job_id']))
    return { userId: this.userId, organizations, jobIds }
  }

  /** Fires on a local change that may move the scope or the pins. */
  changes(): Observable<void> {
    const streams = SCOPE_COLLECTIONS.flatMap((n) => {
      const c = this.col(n)
      return c ? [c.$.pipe(map(() => undefined))] : []
    })
    const rows = this.rows()
    if (rows) {
      const tables = new Set([jobScopePreferences.name, savedJobs.name])
      streams.push(
        rows.$.pipe(
          filter((ev) => tables.has(String((ev.documentData as SharedRowDoc).table))),
          map(() => undefined),
        ),
      )
    }
    return merge(...streams)
  }
}
