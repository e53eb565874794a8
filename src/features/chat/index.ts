// Public surface of chat (issue 32): the button other areas put next to a person, an
// application or a hired team. The pages are reached through the route registry.
export { StartChatButton, type StartChatProps } from './components/StartChatButton.tsx'
