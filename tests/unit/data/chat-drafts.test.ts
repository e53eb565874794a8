// A message being written stays on the device per conversation until it is sent (issue 32).
import { beforeEach, describe, expect, it } from 'vitest'
import { readChatDraft, saveChatDraft } from '@/data/chat-drafts.ts'

beforeEach(() => localStorage.clear())

describe('chat drafts', () => {
  it('keeps a draft per conversation and drops an empty one', () => {
    saveChatDraft('c1', 'Gate code is')
    saveChatDraft('c2', 'See you at 7')
    expect(readChatDraft('c1')).toBe('Gate code is')
    expect(readChatDraft('c2')).toBe('See you at 7')
    saveChatDraft('c1', '   ')
    expect(readChatDraft('c1')).toBe('')
    expect(Object.keys(localStorage)).toEqual(['craftlink_chat_draft_c2'])
  })
})
