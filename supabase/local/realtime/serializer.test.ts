import { describe, expect, it } from 'vitest'
import { decodeFrame, encodeFrame, parseVsn } from './serializer.ts'

const text = (s: string): Buffer => Buffer.from(s, 'utf8')

function userBroadcastPush(parts: string[], encoding: number, payload: Buffer): Buffer {
  const bytes = parts.map((p) => Buffer.from(p, 'utf8'))
  return Buffer.concat([
    Buffer.from([3, ...bytes.map((b) => b.length), encoding]),
    ...bytes,
    payload,
  ])
}

describe('serializer', () => {
  it('picks the version from the vsn parameter', () => {
    expect(parseVsn(null)).toBe('1.0.0')
    expect(parseVsn('1.0.0')).toBe('1.0.0')
    expect(parseVsn('2.0.0')).toBe('2.0.0')
    expect(parseVsn('3.0.0')).toBeNull()
  })

  it('decodes v2 arrays and v1 objects, and rejects malformed frames', () => {
    expect(decodeFrame(text('["1","2","realtime:x","phx_join",{"a":1}]'), false, '2.0.0')).toEqual({
      join_ref: '1',
      ref: '2',
      topic: 'realtime:x',
      event: 'phx_join',
      payload: { a: 1 },
    })
    expect(
      decodeFrame(
        text('{"topic":"phoenix","event":"heartbeat","payload":{},"ref":"3","join_ref":null}'),
        false,
        '1.0.0',
      ),
    ).toEqual({ join_ref: null, ref: '3', topic: 'phoenix', event: 'heartbeat', payload: {} })
    expect(decodeFrame(text('{oops'), false, '2.0.0')).toBeNull()
    expect(decodeFrame(text('[1,2]'), false, '2.0.0')).toBeNull()
    expect(decodeFrame(Buffer.from([9, 9, 9]), true, '2.0.0')).toBeNull()
    expect(decodeFrame(Buffer.from([3, 200]), true, '2.0.0')).toBeNull()
  })

  it('decodes binary user broadcast pushes (JSON and raw payloads, UTF-8 lengths)', () => {
    const json = userBroadcastPush(
      ['6', '7', 'realtime:c-bröadcast', 'ping', ''],
      1,
      text('{"a":"é"}'),
    )
    expect(decodeFrame(json, true, '2.0.0')).toEqual({
      join_ref: '6',
      ref: '7',
      topic: 'realtime:c-bröadcast',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'ping', payload: { a: 'é' } },
    })
    const raw = userBroadcastPush(
      ['6', '8', 'realtime:c', 'bin', '{"persist":true}'],
      0,
      Buffer.from([1, 2, 3]),
    )
    const decoded = decodeFrame(raw, true, '2.0.0')
    expect(decoded?.payload).toMatchObject({ event: 'bin', meta: { persist: true } })
    expect([...((decoded?.payload as { payload: Buffer }).payload ?? [])]).toEqual([1, 2, 3])
  })

  it('encodes per version, raw broadcasts as binary kind 4', () => {
    const msg = {
      join_ref: null,
      ref: '1',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok' },
    }
    expect(encodeFrame(msg, '2.0.0')).toBe('[null,"1","phoenix","phx_reply",{"status":"ok"}]')
    expect(JSON.parse(encodeFrame(msg, '1.0.0') as string)).toEqual(msg)
    const bin = encodeFrame(
      {
        join_ref: null,
        ref: null,
        topic: 't',
        event: 'broadcast',
        payload: { type: 'broadcast', event: 'e', payload: Buffer.from([7]) },
      },
      '2.0.0',
    ) as Buffer
    expect([...bin]).toEqual([4, 1, 1, 0, 0, 't'.charCodeAt(0), 'e'.charCodeAt(0), 7])
  })
})
