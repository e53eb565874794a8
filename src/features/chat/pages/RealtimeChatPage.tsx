import { ChatPage } from './ChatPage.tsx'

/** /realtime-chat and /real-time-chat: the same chat (messages arrive live everywhere). */
export function RealtimeChatPage() {
  return <ChatPage />
}
