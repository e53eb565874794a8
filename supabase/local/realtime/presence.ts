// Presence per topic: each channel tracks at most one meta under its presence key; joins and
// leaves go to every member with presence enabled as presence_diff, and a joining member with
// presence enabled first gets the whole presence_state.
import { randomUUID } from 'node:crypto'
import type { Channel } from './channel.ts'

type Meta = Record<string, unknown> & { phx_ref: string }

export class PresenceRegistry {
  private readonly byTopic = new Map<string, Map<Channel, Meta>>()
  private counter = 0

  state(topic: string): Record<string, { metas: Meta[] }> {
    const out: Record<string, { metas: Meta[] }> = {}
    for (const [channel, meta] of this.byTopic.get(topic) ?? []) {
      ;(out[channel.presenceKey] ??= { metas: [] }).metas.push(meta)
    }
    return out
  }

  sendState(channel: Channel): void {
    if (!channel.presenceEnabled) return
    channel.push({
      join_ref: null,
      ref: null,
      topic: channel.topic,
      event: 'presence_state',
      payload: this.state(channel.topic),
    })
  }

  track(channel: Channel, payload: Record<string, unknown>, members: Channel[]): void {
    const topicMap = this.byTopic.get(channel.topic) ?? new Map<Channel, Meta>()
    this.byTopic.set(channel.topic, topicMap)
    const previous = topicMap.get(channel)
    const meta: Meta = { ...payload, phx_ref: `${Date.now().toString(36)}-${++this.counter}` }
    if (previous) meta.phx_ref_prev = previous.phx_ref
    topicMap.set(channel, meta)
    this.diff(
      channel,
      { [channel.presenceKey]: { metas: [meta] } },
      previous ? { [channel.presenceKey]: { metas: [previous] } } : {},
      members,
    )
  }

  untrack(channel: Channel, members: Channel[]): void {
    const topicMap = this.byTopic.get(channel.topic)
    const previous = topicMap?.get(channel)
    if (!topicMap || !previous) return
    topicMap.delete(channel)
    if (topicMap.size === 0) this.byTopic.delete(channel.topic)
    this.diff(channel, {}, { [channel.presenceKey]: { metas: [previous] } }, members)
  }

  private diff(channel: Channel, joins: object, leaves: object, members: Channel[]): void {
    for (const member of members) {
      if (!member.presenceEnabled) continue
      member.push({
        join_ref: null,
        ref: null,
        topic: channel.topic,
        event: 'presence_diff',
        payload: { joins, leaves },
      })
    }
  }
}

export const newPresenceKey = (): string => randomUUID()
