import { describe, expect, it } from 'vitest'
import { parseTomlSections } from './function-config.ts'
import { npmToBare } from './npm-hooks.ts'

describe('functions host helpers', () => {
  it('maps npm: specifiers to installed packages', () => {
    expect(npmToBare('npm:@supabase/supabase-js@2')).toBe('@supabase/supabase-js')
    expect(npmToBare('npm:@supabase/supabase-js@2.119.1/cors')).toBe('@supabase/supabase-js/cors')
    expect(npmToBare('npm:zod@4')).toBe('zod')
    expect(npmToBare('npm:zod')).toBe('zod')
    expect(npmToBare('npm:zod@4/mini')).toBe('zod/mini')
  })

  it('reads the functions sections of config.toml', () => {
    const toml = `project_id = "x"\n\n[functions.a]\nverify_jwt = false # public\n\n[functions."b"]\nenabled = true\nentrypoint = "./functions/b/main.ts"\n`
    const sections = parseTomlSections(toml)
    expect(sections.get('functions.a')?.get('verify_jwt')).toBe('false')
    expect(sections.get('functions.b')?.get('entrypoint')).toBe('./functions/b/main.ts')
    expect(sections.get('')?.get('project_id')).toBe('x')
  })
})
