// @vitest-environment node
// The lint rule that keeps lists of pages in the page registry (eslint/page-lists.js): run ESLint
// with the project's configuration on small in-memory files and check what it reports.
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'
import { ALL_PAGES, pathsOf } from '@/lib/page-registry.ts'
import { registryPaths } from '../../eslint/page-lists.js'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const eslint = new ESLint({ cwd: ROOT })

async function listErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'pages/only-in-registry')
    .map((m) => m.message)
}

const FIVE = "export const mine = ['/jobs', '/post-job', '/chat', '/settings', `/profile`]\n"

beforeAll(async () => {
  await eslint.lintText('export {}\n', { filePath: path.join(ROOT, 'src/lib/warm-up.ts') })
}, 60_000)

describe(
  'lists of pages live in the registry (pages/only-in-registry)',
  { timeout: 30_000 },
  () => {
    it('knows every path the registry declares', () => {
      const declared = ALL_PAGES.flatMap(pathsOf).filter((p) => p !== '/')
      expect([...registryPaths()].sort()).toEqual(declared.sort())
    })

    it('reports a module outside the registry that names five pages', async () => {
      expect(await listErrors('src/features/jobs/model/menu.ts', FIVE)).toEqual([
        'This module names 5 pages (/jobs, /post-job, /chat, ...): declare lists of pages in the page registry (src/lib/page-registry.ts).',
      ])
      expect(await listErrors('supabase/functions/_shared/menu.ts', FIVE)).toHaveLength(1)
    })

    it('accepts the registry itself, a few links, and the named exceptions', async () => {
      expect(await listErrors('src/lib/pages/extra.ts', FIVE)).toEqual([])
      const four = "export const links = ['/jobs', '/post-job', '/chat', '/settings', '/api/x']\n"
      expect(await listErrors('src/features/jobs/model/menu.ts', four)).toEqual([])
      expect(await listErrors('src/lib/redirects.ts', FIVE)).toEqual([])
    })
  },
)
