// A message being written is kept on the device until it is sent (issue 32): a reload, the app
// closed on the site, or a switch to another conversation loses nothing. Per conversation, in
// local storage; a sign-out removes them with the user's other keys (SYNC-WIPE-1).
export const CHAT_DRAFT_PREFIX = 'craftlink_chat_draft_'

const key = (conversationId: string) => `${CHAT_DRAFT_PREFIX}${conversationId}`

export function readChatDraft(conversationId: string): string {
  try {
    return localStorage.getItem(key(conversationId)) ?? ''
  } catch {
    return ''
  }
}

/** Keeps the text (an empty one removes the draft). */
export function saveChatDraft(conversationId: string, text: string): void {
  try {
    if (text.trim() === '') localStorage.removeItem(key(conversationId))
    else localStorage.setItem(key(conversationId), text)
  } catch {
    // Storage full or unavailable (private mode): the draft stays only on screen.
  }
}
