// Which part of the API reference /integrations opens for /api/v{n}/{rest} (the legacy redirect).
import { describe, expect, it } from 'vitest'
import { apiBase, referenceTarget } from '../../../src/features/integrations/api-reference.ts'

describe('the API reference target', () => {
  it('opens an endpoint of the current version, whatever follows its name', () => {
    expect(referenceTarget('1', 'jobs')).toMatchObject({
      kind: 'endpoint',
      endpoint: { id: 'jobs' },
    })
    expect(referenceTarget('01', '/applications/123?x=1')).toMatchObject({
      kind: 'endpoint',
      endpoint: { id: 'applications', scope: 'applications:read' },
    })
    expect(referenceTarget(undefined, 'ME')).toMatchObject({
      kind: 'endpoint',
      endpoint: { id: 'me' },
    })
  })

  it('says when the version or the endpoint does not exist', () => {
    expect(referenceTarget('2', 'jobs')).toEqual({ kind: 'unknownVersion', version: '2' })
    expect(referenceTarget('1', 'payroll/run')).toEqual({
      kind: 'unknownEndpoint',
      endpoint: 'payroll/run',
    })
    expect(referenceTarget('1', undefined)).toEqual({ kind: 'all' })
    expect(referenceTarget(undefined, undefined)).toEqual({ kind: 'all' })
  })

  it('builds the API base from the project URL', () => {
    expect(apiBase('http://127.0.0.1:54321/')).toBe('http://127.0.0.1:54321/functions/v1/api')
  })
})
