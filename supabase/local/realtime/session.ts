// One WebSocket connection: decodes frames, answers heartbeats, joins and leaves channels,
// updates tokens, relays broadcast and presence. Nothing a client sends closes the socket.
import type { WebSocket } from 'ws'
import type { Claims, ServerContext } from '../types.ts'
import { claimsForToken, msUntilExpiry, RealtimeAuthError } from './auth.ts'
import { authorizePrivate } from './authorize.ts'
import type { Channel } from './channel.ts'
import type { Hub } from './hub.ts'
import { compileBindings, JoinError } from './join.ts'
import { newPresenceKey, type PresenceRegistry } from './presence.ts'
import { decodeFrame, encodeFrame, type PhxMessage, type Vsn } from './serializer.ts'
import type { TableCatalog } from './tables.ts'

type Obj = Record<string, unknown>
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {})

let nextSocketId = 1

export interface SessionDeps {
  ctx: ServerContext
  hub: Hub
  catalog: TableCatalog
  presence: PresenceRegistry
}

/** Frames a session may have waiting to be written before it is dropped. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024

export class Session {
  private readonly id = nextSocketId++
  private readonly channels = new Map<string, Channel>()
  private readonly ws: WebSocket
  private readonly vsn: Vsn
  private readonly apikey: string | null
  private readonly deps: SessionDeps
  /** When the client last sent anything (heartbeats included); idle sockets are dropped. */
  lastSeen = Date.now()
  private queue: Promise<void> = Promise.resolve()

  constructor(ws: WebSocket, vsn: Vsn, apikey: string | null, deps: SessionDeps) {
    this.ws = ws
    this.vsn = vsn
    this.apikey = apikey
    this.deps = deps
    ws.on('message', (data, isBinary) => {
      this.lastSeen = Date.now()
      const buf = Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer)
      const msg = decodeFrame(buf, isBinary, vsn)
      // Frames are handled in arrival order: a token update or leave must not overtake the join.
      if (msg)
        this.queue = this.queue
          .then(() => this.handle(msg))
          .catch((error: unknown) => console.error('[realtime]', error))
    })
    ws.on('close', () => this.closeAll())
    ws.on('error', () => this.closeAll())
  }

  /** Drops a connection whose client stopped heartbeating (Phoenix times out after 60 s). */
  terminate(): void {
    this.ws.terminate()
  }

  private send(message: PhxMessage): void {
    if (this.ws.readyState !== this.ws.OPEN) return
    // A client this far behind in reading (a frozen tab) is dropped: its backlog would sit in
    // server memory without bound. realtime-js reconnects and joins its channels again.
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.terminate()
      return
    }
    this.ws.send(encodeFrame(message, this.vsn))
  }

  private reply(msg: PhxMessage, status: 'ok' | 'error', response: unknown = {}): void {
    this.send({
      join_ref: msg.join_ref,
      ref: msg.ref,
      topic: msg.topic,
      event: 'phx_reply',
      payload: { status, response },
    })
  }

  private async handle(msg: PhxMessage): Promise<void> {
    if (msg.topic === 'phoenix') {
      if (msg.event === 'heartbeat') this.reply(msg, 'ok')
      return
    }
    if (msg.event === 'phx_join') return this.join(msg)
    const channel = this.channels.get(msg.topic)
    if (!channel) {
      this.reply(msg, 'error', { reason: 'unmatched topic' })
      return
    }
    const payload = obj(msg.payload)
    switch (msg.event) {
      case 'phx_leave':
        this.reply(msg, 'ok')
        this.leave(channel)
        this.send({
          join_ref: channel.joinRef,
          ref: channel.joinRef,
          topic: channel.topic,
          event: 'phx_close',
          payload: {},
        })
        return
      case 'access_token':
        return this.updateToken(channel, payload.access_token)
      case 'broadcast':
        if (!channel.canWrite) {
          if (channel.broadcastAck)
            this.reply(msg, 'error', {
              reason: 'Unauthorized: You do not have permissions to write to this Channel topic',
            })
          return
        }
        this.deps.hub.broadcast(
          channel.topic,
          channel.private,
          { type: 'broadcast', event: payload.event, payload: payload.payload },
          channel,
        )
        if (channel.broadcastAck) this.reply(msg, 'ok')
        return
      case 'presence':
        if (payload.event === 'track') {
          this.deps.presence.track(
            channel,
            obj(payload.payload),
            this.deps.hub.members(channel.topic),
          )
        } else if (payload.event === 'untrack') {
          this.deps.presence.untrack(channel, this.deps.hub.members(channel.topic))
        }
        this.reply(msg, 'ok')
        return
      default:
        return
    }
  }

  private async join(msg: PhxMessage): Promise<void> {
    const payload = obj(msg.payload)
    const config = obj(payload.config)
    const existing = this.channels.get(msg.topic)
    if (existing) this.leave(existing)
    let claims: Claims
    let rights = { read: true, write: true }
    let compiled: Awaited<ReturnType<typeof compileBindings>>
    try {
      claims = await claimsForToken(this.deps.ctx, payload.access_token ?? this.apikey)
      if (config.private === true) {
        rights = await authorizePrivate(this.deps.ctx.db, claims, subTopic(msg.topic))
        if (!rights.read) {
          throw new JoinError(
            `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic(msg.topic)}`,
          )
        }
      }
      compiled = await compileBindings(this.deps.ctx.db, this.deps.catalog, config.postgres_changes)
    } catch (error) {
      if (error instanceof RealtimeAuthError || error instanceof JoinError) {
        this.reply(msg, 'error', { reason: error.message })
        return
      }
      throw error
    }
    const broadcast = obj(config.broadcast)
    const presence = obj(config.presence)
    const channel: Channel = {
      topic: msg.topic,
      joinRef: msg.join_ref ?? msg.ref,
      claims,
      bindings: compiled.bindings,
      broadcastSelf: broadcast.self === true,
      broadcastAck: broadcast.ack === true,
      presenceEnabled: presence.enabled === true,
      presenceKey:
        typeof presence.key === 'string' && presence.key !== '' ? presence.key : newPresenceKey(),
      expiryTimer: null,
      private: config.private === true,
      canWrite: rights.write,
      socketId: this.id,
      push: (m) => this.send(m),
    }
    this.channels.set(msg.topic, channel)
    this.deps.hub.add(channel)
    this.armExpiry(channel)
    this.reply(
      msg,
      'ok',
      Array.isArray(config.postgres_changes) ? { postgres_changes: compiled.echo } : {},
    )
    if (compiled.bindings.length > 0) {
      this.send({
        join_ref: channel.joinRef,
        ref: null,
        topic: msg.topic,
        event: 'system',
        payload: {
          extension: 'postgres_changes',
          status: 'ok',
          message: 'Subscribed to PostgreSQL',
          channel: subTopic(msg.topic),
        },
      })
    }
    this.deps.presence.sendState(channel)
  }

  private async updateToken(channel: Channel, token: unknown): Promise<void> {
    try {
      const claims = await claimsForToken(this.deps.ctx, token)
      if (channel.private) {
        const rights = await authorizePrivate(this.deps.ctx.db, claims, subTopic(channel.topic))
        if (!rights.read) {
          this.stop(
            channel,
            `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic(channel.topic)}`,
          )
          return
        }
        channel.canWrite = rights.write
      }
      channel.claims = claims
      this.armExpiry(channel)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      this.stop(channel, message)
    }
  }

  /** Ends a channel from the server side: system error, then phx_close (the client sees CLOSED). */
  private stop(channel: Channel, message: string): void {
    if (this.channels.get(channel.topic) !== channel) return
    const topic = channel.topic
    this.send({
      join_ref: channel.joinRef,
      ref: null,
      topic,
      event: 'system',
      payload: { extension: 'system', status: 'error', message, channel: subTopic(topic) },
    })
    this.leave(channel)
    this.send({ join_ref: channel.joinRef, ref: null, topic, event: 'phx_close', payload: {} })
  }

  private armExpiry(channel: Channel): void {
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer)
    channel.expiryTimer = null
    const ms = msUntilExpiry(channel.claims)
    if (ms === null) return
    channel.expiryTimer = setTimeout(
      () => this.stop(channel, 'Token has expired 0 seconds ago'),
      ms,
    )
    channel.expiryTimer.unref()
  }

  private leave(channel: Channel): void {
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer)
    this.channels.delete(channel.topic)
    this.deps.hub.remove(channel)
    this.deps.presence.untrack(channel, this.deps.hub.members(channel.topic))
  }

  private closeAll(): void {
    for (const channel of [...this.channels.values()]) this.leave(channel)
  }
}

const subTopic = (topic: string): string => topic.replace(/^realtime:/, '')
