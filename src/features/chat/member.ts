// What only a signed-in member's shell uses (src/app/member.ts loads it after the sign-in).
export { MessagesButton } from './components/MessagesButton.tsx'
export { installChatSource } from './chat-source.ts'
