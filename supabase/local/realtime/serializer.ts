// Phoenix channel frames as realtime-js 2.x speaks them. vsn 1.0.0 sends JSON objects
// {join_ref, ref, topic, event, payload}; vsn 2.0.0 sends JSON arrays
// [join_ref, ref, topic, event, payload] plus binary frames: kind 0 (push with a raw payload)
// and kind 3 (user broadcast push); the server answers broadcasts with kind 4 when the
// payload is raw bytes.
import { parseJson } from '../http/json.ts'

export type Vsn = '1.0.0' | '2.0.0'

export interface PhxMessage {
  join_ref: string | null
  ref: string | null
  topic: string
  event: string
  payload: unknown
}

const KIND_PUSH = 0
const KIND_USER_BROADCAST_PUSH = 3
const KIND_USER_BROADCAST = 4
const ENCODING_RAW = 0
const ENCODING_JSON = 1

export function parseVsn(value: string | null): Vsn | null {
  if (value === null || value === '' || value.startsWith('1.')) return '1.0.0'
  if (value.startsWith('2.')) return '2.0.0'
  return null
}

const asRef = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : String(v)

/** Decodes one client frame; returns null for anything malformed (the socket stays open). */
export function decodeFrame(data: Buffer, isBinary: boolean, vsn: Vsn): PhxMessage | null {
  if (isBinary) return vsn === '2.0.0' ? decodeBinary(data) : null
  let parsed: unknown
  try {
    parsed = parseJson(data.toString('utf8'))
  } catch {
    return null
  }
  if (vsn === '2.0.0' && Array.isArray(parsed)) {
    const [joinRef, ref, topic, event, payload] = parsed as unknown[]
    if (typeof topic !== 'string' || typeof event !== 'string') return null
    return { join_ref: asRef(joinRef), ref: asRef(ref), topic, event, payload: payload ?? {} }
  }
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const o = parsed as Record<string, unknown>
    if (typeof o.topic !== 'string' || typeof o.event !== 'string') return null
    const payload = o.payload ?? {}
    return {
      join_ref: asRef(o.join_ref),
      ref: asRef(o.ref),
      topic: o.topic,
      event: o.event,
      payload,
    }
  }
  return null
}

function decodeBinary(buf: Buffer): PhxMessage | null {
  try {
    const kind = buf.readUInt8(0)
    if (kind === KIND_PUSH) {
      const [joinRefLen, refLen, topicLen, eventLen] = [1, 2, 3, 4].map((i) => buf.readUInt8(i))
      let at = 5
      const take = (n: number | undefined): string => {
        const s = buf.subarray(at, at + (n ?? 0)).toString('utf8')
        at += n ?? 0
        return s
      }
      const joinRef = take(joinRefLen)
      const ref = take(refLen)
      const topic = take(topicLen)
      const event = take(eventLen)
      return {
        join_ref: joinRef || null,
        ref: ref || null,
        topic,
        event,
        payload: buf.subarray(at),
      }
    }
    if (kind === KIND_USER_BROADCAST_PUSH) {
      const lens = [1, 2, 3, 4, 5].map((i) => buf.readUInt8(i))
      const encoding = buf.readUInt8(6)
      let at = 7
      const [joinRef, ref, topic, event, meta] = lens.map((n) => {
        const s = buf.subarray(at, at + n).toString('utf8')
        at += n
        return s
      })
      if (at > buf.length || topic === undefined || event === undefined) return null
      const raw = buf.subarray(at)
      const userPayload: unknown =
        encoding === ENCODING_JSON ? parseJson(raw.toString('utf8') || 'null') : raw
      const payload: Record<string, unknown> = { type: 'broadcast', event, payload: userPayload }
      if (meta) payload.meta = parseJson(meta)
      return { join_ref: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload }
    }
    return null
  } catch {
    return null
  }
}

/** Encodes one server frame for the socket's serializer version. */
export function encodeFrame(msg: PhxMessage, vsn: Vsn): string | Buffer {
  if (vsn === '1.0.0') {
    const { join_ref, ref, topic, event, payload } = msg
    return JSON.stringify({ join_ref, ref, topic, event, payload })
  }
  const inner = msg.payload as { type?: unknown; event?: unknown; payload?: unknown } | null
  if (msg.event === 'broadcast' && inner && Buffer.isBuffer(inner.payload)) {
    return encodeUserBroadcast(msg.topic, String(inner.event ?? ''), inner.payload)
  }
  return JSON.stringify([msg.join_ref, msg.ref, msg.topic, msg.event, msg.payload])
}

function encodeUserBroadcast(topic: string, event: string, data: Buffer): Buffer {
  const t = Buffer.from(topic, 'utf8')
  const e = Buffer.from(event, 'utf8')
  const header = Buffer.from([KIND_USER_BROADCAST, t.length, e.length, 0, ENCODING_RAW])
  return Buffer.concat([header, t, e, data])
}
