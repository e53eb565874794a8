import { beforeEach, describe, expect, it } from 'vitest'
import {
  EMPTY_INSTALL_RECORD,
  INSTALL_STORAGE_KEY,
  parseInstallRecord,
  readInstallRecord,
  writeInstallRecord,
} from './install-storage.ts'

describe('install record storage', () => {
  beforeEach(() => localStorage.clear())

  it('round-trips the dismissal and installed timestamps', () => {
    writeInstallRecord({ version: 1, dismissedAt: 1_700_000_000_000 })
    expect(readInstallRecord()).toEqual({ version: 1, dismissedAt: 1_700_000_000_000 })
    writeInstallRecord({ version: 1, dismissedAt: 5, installedAt: 9 })
    expect(JSON.parse(localStorage.getItem(INSTALL_STORAGE_KEY) ?? '')).toEqual({
      version: 1,
      dismissedAt: 5,
      installedAt: 9,
    })
  })

  it('treats missing, corrupt or wrongly shaped values as a first visit', () => {
    expect(readInstallRecord()).toEqual(EMPTY_INSTALL_RECORD)
    for (const raw of [
      '{not json',
      '"text"',
      '{"dismissedAt":"yesterday"}',
      '{"version":2}',
      '[]',
    ]) {
      expect(parseInstallRecord(raw), raw).toEqual(EMPTY_INSTALL_RECORD)
    }
  })

  it('fills the version of a record written without one', () => {
    expect(parseInstallRecord('{"dismissedAt":42}')).toEqual({ version: 1, dismissedAt: 42 })
  })

  it('keeps working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
    } as unknown as Storage
    expect(readInstallRecord(broken)).toEqual(EMPTY_INSTALL_RECORD)
    expect(() => writeInstallRecord({ version: 1, dismissedAt: 1 }, broken)).not.toThrow()
  })
})
