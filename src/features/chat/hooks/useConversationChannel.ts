import { useEffect, useRef, useState } from 'react'
import {
  joinConversationChannel,
  type ChannelPeer,
  type ConversationChannel,
} from '@/backend/chat-api.ts'

/**
 * Who else has the conversation open and who is typing, while online and a member. Joining can
 * fail (offline, no longer a member): the conversation works the same without it.
 */
export function useConversationChannel(
  conversationId: string,
  userId: string,
  enabled: boolean,
): { peers: ChannelPeer[]; typing: () => void } {
  const [peers, setPeers] = useState<ChannelPeer[]>([])
  const channel = useRef<ConversationChannel | null>(null)
  useEffect(() => {
    setPeers([])
    if (!enabled) return
    let live = true
    let joined: ConversationChannel | null = null
    joinConversationChannel(conversationId, userId, (p) => {
      if (live) setPeers(p)
    }).then(
      (c) => {
        joined = c
        if (live) channel.current = c
        else void c.leave()
      },
      () => {},
    )
    return () => {
      live = false
      channel.current = null
      void joined?.leave()
    }
  }, [conversationId, userId, enabled])
  return { peers, typing: () => channel.current?.typing() }
}
