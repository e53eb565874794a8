// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  coreImportsIn,
  mantineClassesUsed,
  pruneCss,
  selectorCanMatch,
} from '../../../build/css-prune.ts'

const NODE_MODULES = path.join(import.meta.dirname, '..', '..', '..', 'node_modules')
// Class names from Mantine's own *.module.mjs class maps.
const BUTTON_ROOT = 'm_77c9d27d'
const UNSTYLED_BUTTON_ROOT = 'm_87cf2631'
const SLIDER_ROOT = 'm_dd36362e'

describe('coreImportsIn', () => {
  it('reads value imports from @mantine/core, not type-only ones or other packages', () => {
    const source = [
      "import { Button, Menu as AppMenu, type MantineSize } from '@mantine/core'",
      "import type { BoxProps } from '@mantine/core'",
      "import { notifications } from '@mantine/notifications'",
      'import {\n  Stack,\n  Text,\n} from "@mantine/core"',
    ].join('\n')
    expect(coreImportsIn(source)).toEqual(['Button', 'Menu', 'Stack', 'Text'])
  })
})

describe('selectorCanMatch', () => {
  const used = new Set(['m_aaaaaaa1'])
  it('needs every required Mantine class to be in use', () => {
    expect(selectorCanMatch('.m_aaaaaaa1', used)).toBe(true)
    expect(selectorCanMatch('.m_aaaaaaa1 .m_bbbbbbb2', used)).toBe(false)
    expect(selectorCanMatch('.m_bbbbbbb2:hover', used)).toBe(false)
  })
  it('ignores classes inside :not(), :is() and :where(), which need not be present', () => {
    expect(selectorCanMatch('.m_aaaaaaa1:not(.m_bbbbbbb2)', used)).toBe(true)
    expect(selectorCanMatch(':where([data-x]) .m_aaaaaaa1', used)).toBe(true)
    expect(selectorCanMatch(':is(.m_bbbbbbb2, .m_aaaaaaa1)', used)).toBe(true)
  })
  it('keeps selectors without Mantine classes', () => {
    expect(selectorCanMatch(':root', used)).toBe(true)
    expect(selectorCanMatch('.mantine-focus-auto:focus-visible', used)).toBe(true)
  })
})

describe('pruneCss', () => {
  const used = new Set(['m_aaaaaaa1'])
  it('drops rules of unused components and keeps the rest in order', () => {
    const css =
      ':root{--x:1}.m_bbbbbbb2{color:red}.m_aaaaaaa1{color:blue}body{margin:0}' +
      '.m_aaaaaaa1,.m_bbbbbbb2 span{padding:0}'
    expect(pruneCss(css, used)).toBe(
      ':root{--x:1}.m_aaaaaaa1{color:blue}body{margin:0}.m_aaaaaaa1{padding:0}',
    )
  })
  it('removes at-rules left empty, nested ones too, and leaves keyframes alone', () => {
    const css =
      '@layer mantine{@media (hover:hover){.m_bbbbbbb2:hover{color:red}}}' +
      '@media (hover:none){.m_aaaaaaa1{color:blue}}@keyframes m_ccccccc3{0%{opacity:0}}'
    expect(pruneCss(css, used)).toBe(
      '@media (hover:none){.m_aaaaaaa1{color:blue}}@keyframes m_ccccccc3{0%{opacity:0}}',
    )
  })
})

describe('mantineClassesUsed (against the installed Mantine)', () => {
  it("follows a component's imports to the components it is built on", () => {
    const src = mkdtempSync(path.join(tmpdir(), 'css-prune-'))
    mkdirSync(path.join(src, 'page'))
    writeFileSync(
      path.join(src, 'page', 'Page.tsx'),
      "import { Button } from '@mantine/core'\nexport const P = Button\n",
    )
    // Test files do not count: they never reach the build.
    writeFileSync(
      path.join(src, 'page', 'Page.test.tsx'),
      "import { Slider } from '@mantine/core'\n",
    )
    const used = mantineClassesUsed(src, NODE_MODULES)
    expect(used.has(BUTTON_ROOT)).toBe(true)
    expect(used.has(UNSTYLED_BUTTON_ROOT)).toBe(true)
    expect(used.has(SLIDER_ROOT)).toBe(false)
  })
})
