// @vitest-environment node
// The linter enforces ARCHITECTURE.md's dependency directions: run ESLint with the project's own
// configuration on small in-memory files and check what it reports.
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const eslint = new ESLint({ cwd: ROOT })

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/dependency-direction')
    .map((m) => m.message)
}

// Loading the config and the TypeScript parser takes seconds on a busy machine: do it once.
beforeAll(async () => {
  await eslint.lintText('export {}\n', { filePath: path.join(ROOT, 'src/lib/warm-up.ts') })
}, 60_000)

describe('dependency directions (eslint/boundaries.js)', { timeout: 30_000 }, () => {
  it('rejects src/db importing a feature (upward)', async () => {
    const errors = await boundaryErrors(
      'src/db/x.ts',
      "import { jobsStore } from '@/features/jobs'\nexport const x = jobsStore\n",
    )
    expect(errors).toEqual([
      'Dependency direction: db may not import from features (ARCHITECTURE.md).',
    ])
  })

  it('allows src/db importing src/lib (downward)', async () => {
    const errors = await boundaryErrors(
      'src/db/x.ts',
      "import { badgeLabel } from '@/lib/badge.ts'\nexport const x = badgeLabel\n",
    )
    expect(errors).toEqual([])
  })

  it('makes a feature use another feature only through its index or member surface', async () => {
    const deep = await boundaryErrors(
      'src/features/jobs/x.ts',
      "import { authStore } from '@/features/auth/auth.store.ts'\nexport const x = authStore\n",
    )
    expect(deep).toEqual([
      "Feature 'jobs' must import feature 'auth' through its index.ts or member.ts.",
    ])
    const viaIndex = await boundaryErrors(
      'src/features/jobs/x.ts',
      "import { authStore } from '@/features/auth/index.ts'\nexport const x = authStore\n",
    )
    expect(viaIndex).toEqual([])
    const viaMember = await boundaryErrors(
      'src/features/jobs/x.ts',
      "import { RoleSwitcher } from '@/features/roles/member.ts'\nexport const x = RoleSwitcher\n",
    )
    expect(viaMember).toEqual([])
  })

  it('keeps RxDB out of pages and the backend out of the app', async () => {
    expect(await boundaryErrors('src/routes/x.ts', "import 'rxdb'\n")).toEqual([
      "'rxdb' is not allowed here: only src/data, src/db and sync/ touch RxDB.",
    ])
    expect(
      await boundaryErrors('src/app/x.ts', "import '../../supabase/local/types.ts'\n"),
    ).toEqual(['Nothing in src/, sw/ or sync/ imports from supabase/.'])
  })

  it('leaves supabase-js to the remote layer (src/backend) and the sync worker', async () => {
    const js = "import type { Session } from '@supabase/supabase-js'\nexport type S = Session\n"
    expect(await boundaryErrors('src/features/auth/x.ts', js)).toEqual([
      "'@supabase/supabase-js' is not allowed here: supabase-js is used only in sync/ and src/backend (the remote layer).",
    ])
    expect(await boundaryErrors('src/backend/x.ts', js)).toEqual([])
    expect(await boundaryErrors('sync/x.ts', js)).toEqual([])
  })

  it('lets the edge functions read the page registry and nothing else of src/', async () => {
    const file = 'supabase/functions/_shared/x.ts'
    expect(await boundaryErrors(file, "import '../../../src/lib/page-registry.ts'\n")).toEqual([])
    expect(await boundaryErrors(file, "import '../../../src/i18n/en/navigation.ts'\n")).toEqual([])
    expect(await boundaryErrors(file, "import '../../../src/lib/badge.ts'\n")).toEqual([
      "supabase/ imports from src/ only the page registry and the English catalogue ('../../../src/lib/badge.ts').",
    ])
  })
})
