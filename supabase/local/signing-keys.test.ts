// Where the signing keys come from: the CLI's built-in key by default, [auth] signing_keys_path
// (relative to config.toml's folder), SUPABASE_LOCAL_SIGNING_KEYS_PATH, or none (legacy HS256).
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { CLI_DEFAULT_SIGNING_KEY, publicJwk, readSigningKeys } from './signing-keys.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'craftlink-keys-'))
const KEY = { ...CLI_DEFAULT_SIGNING_KEY, kid: 'from-file' }
writeFileSync(path.join(dir, 'signing_keys.json'), JSON.stringify([KEY]))
writeFileSync(path.join(dir, 'config.toml'), '[auth]\nsigning_keys_path = "./signing_keys.json"\n')

describe('signing keys', () => {
  it("default to the Supabase CLI's built-in ES256 key", () => {
    const config = loadConfig({ configFile: null }, {})
    expect(config.signingKeys).toEqual([CLI_DEFAULT_SIGNING_KEY])
  })

  it('come from signing_keys_path next to config.toml, or from the environment', () => {
    const fromToml = loadConfig({ configFile: path.join(dir, 'config.toml') }, {})
    expect(fromToml.signingKeys).toEqual([KEY])
    const env = { SUPABASE_LOCAL_SIGNING_KEYS_PATH: path.join(dir, 'signing_keys.json') }
    expect(loadConfig({ configFile: null }, env).signingKeys).toEqual([KEY])
    expect(
      loadConfig({ configFile: null }, { SUPABASE_LOCAL_SIGNING_KEYS_PATH: '' }).signingKeys,
    ).toEqual([])
  })

  it('refuse a file whose keys lack a kid or an asymmetric alg', () => {
    const bad = path.join(dir, 'bad.json')
    writeFileSync(bad, JSON.stringify([{ kty: 'oct', k: 'abc', alg: 'HS256' }]))
    expect(() => readSigningKeys(bad)).toThrow(/kid and alg ES256 or RS256/)
  })

  it('publish no private member', () => {
    const pub = publicJwk(CLI_DEFAULT_SIGNING_KEY)
    expect(pub).not.toHaveProperty('d')
    expect(pub.key_ops).toEqual(['verify'])
  })
})
