// The social hub, messaging, live streams and events.
import type { PageDecl } from '../page-registry.ts'

export const COMMUNITY_PAGES = [
  {
    page: 'SocialHub',
    path: '/social-hub',
    title: 'socialHub',
    customRoute: true,
    palette: { category: 'community', triggers: ['feed', 'community', 'post'] },
    nav: [{ group: 'community', label: 'socialHub', order: 1 }],
  },
  {
    page: 'Chat',
    path: '/chat',
    title: 'chat',
    palette: { category: 'community', triggers: ['messages', 'inbox', 'chat'], priority: 6 },
    nav: [{ group: 'community', label: 'messages', order: 2 }],
    prefetch: { own: true, hover: true },
  },
  {
    page: 'RealtimeChat',
    path: '/realtime-chat',
    aliases: ['/real-time-chat'],
    title: 'realtimeChat',
    palette: { category: 'community', triggers: ['live chat'] },
  },
  {
    page: 'TestChat',
    path: '/test-chat',
    title: 'testChat',
    palette: { category: 'community', triggers: ['chat'] },
  },
  {
    page: 'LiveStreaming',
    path: '/live-streaming',
    title: 'liveStreaming',
    palette: { category: 'community', triggers: ['stream', 'video'] },
    nav: [{ group: 'community', label: 'liveStreaming', order: 3 }],
  },
  {
    page: 'Events',
    path: '/events',
    title: 'events',
    palette: { category: 'community', triggers: ['calendar', 'schedule'] },
    nav: [{ group: 'community', label: 'events', order: 4 }],
  },
  {
    page: 'EngagementHub',
    path: '/engagement-hub',
    title: 'engagementHub',
    palette: { category: 'community', triggers: ['engagement'] },
    nav: [{ group: 'community', label: 'engagementHub', order: 5 }],
  },
] as const satisfies readonly PageDecl[]
