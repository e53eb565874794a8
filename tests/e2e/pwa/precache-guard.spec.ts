// The build guard of build/pwa.ts: Workbox silently leaves big or unmatched files out of the
// precache; the guard turns that into a failed build. Runs in Node on a synthetic build output.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { MAX_PRECACHE_FILE_BYTES, findPrecacheProblems } from '../../../build/pwa.ts'

let dist = ''

function write(path: string, content: string | Buffer) {
  mkdirSync(join(dist, path, '..'), { recursive: true })
  writeFileSync(join(dist, path), content)
}

function swWith(urls: string[]) {
  const manifest = JSON.stringify(urls.map((url) => ({ revision: null, url })))
  write('sw.js', `self.x=1;precacheAndRoute(${manifest});`)
}

test.beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'craftlink-guard-'))
  write('index.html', '<!doctype html>')
  write('assets/index-abc.js', 'console.log(1)')
  write('assets/index-abc.js.map', '{}')
  write('connectivity-probe.txt', 'ok')
})

test.afterEach(() => rmSync(dist, { recursive: true, force: true }))

test('passes when every shipped file is precached (maps, sw.js and the probe excepted)', () => {
  swWith(['index.html', 'assets/index-abc.js'])
  expect(findPrecacheProblems(dist)).toEqual([])
})

test('fails for a file the precache globs do not match', () => {
  write('assets/font-x.xyz', 'data')
  swWith(['index.html', 'assets/index-abc.js'])
  expect(findPrecacheProblems(dist)).toEqual([
    'assets/font-x.xyz is not matched by the precache globs',
  ])
})

test('fails for a file over the size limit', () => {
  write('assets/huge-chunk.js', Buffer.alloc(MAX_PRECACHE_FILE_BYTES + 1))
  swWith(['index.html', 'assets/index-abc.js'])
  expect(findPrecacheProblems(dist)).toEqual([
    `assets/huge-chunk.js is ${MAX_PRECACHE_FILE_BYTES + 1} bytes, over the ${MAX_PRECACHE_FILE_BYTES}-byte limit`,
  ])
})

test('fails when no service worker or an empty manifest was generated', () => {
  expect(findPrecacheProblems(dist)[0]).toMatch(/sw\.js was not generated/)
  swWith([])
  expect(findPrecacheProblems(dist)[0]).toMatch(/empty precache manifest/)
})
