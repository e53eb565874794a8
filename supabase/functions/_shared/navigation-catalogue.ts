// The places and actions the suggestion model can recommend (spec sections 2 and 6). `roles`
// limits an entry to navigation roles; `advanced` entries are offered only to users at the
// intermediate or advanced level or with advanced features on.

export type NavRole = 'guest' | 'company' | 'craftsman'
export type SkillLevel = 'beginner' | 'intermediate' | 'advanced'

export interface CatalogueEntry {
  id: string
  /** The route the suggestion opens. */
  path: string
  title: string
  description: string
  category: string
  icon: string
  /** Base priority on the spec's scale (section 9 default priorities). */
  priority: number
  triggers: string[]
  roles?: NavRole[]
  advanced?: boolean
  beginnerOnly?: boolean
}

export const CATALOGUE: readonly CatalogueEntry[] = [
  { id: 'home', path: '/', title: 'Home', description: 'Back to the start page', category: 'Navigation', icon: 'home', priority: 8, triggers: ['home', 'start'] },
  { id: 'profile', path: '/profile', title: 'My Profile', description: 'View and edit your profile', category: 'Account', icon: 'user', priority: 7, triggers: ['profile', 'account', 'me'] },
  { id: 'complete-profile', path: '/onboarding', title: 'Complete Profile Setup', description: 'Finish your profile so companies and craftsmen can find you', category: 'Getting Started', icon: 'user-check', priority: 10, triggers: ['onboarding', 'setup', 'profile'], roles: ['company', 'craftsman'], beginnerOnly: true },
  { id: 'post-job', path: '/post-job', title: 'Post a Job', description: 'Publish a new job posting', category: 'Jobs', icon: 'briefcase', priority: 9, triggers: ['post', 'hire', 'job', 'new'], roles: ['company'] },
  { id: 'manage-jobs', path: '/job-management', title: 'Manage Jobs', description: 'Review applicants and update your postings', category: 'Jobs', icon: 'list-check', priority: 8, triggers: ['manage', 'applicants', 'jobs'], roles: ['company'] },
  { id: 'company-dashboard', path: '/company-dashboard', title: 'Company Dashboard', description: 'Open jobs, new applicants and response times', category: 'Dashboards', icon: 'layout-dashboard', priority: 7, triggers: ['dashboard', 'overview'], roles: ['company'] },
  { id: 'crew-formation', path: '/crew-formation', title: 'Team Formation', description: 'Build a crew for a larger project', category: 'Jobs', icon: 'users-group', priority: 5, triggers: ['crew', 'team'], roles: ['company'] },
  { id: 'find-jobs', path: '/jobs', title: 'Find Jobs', description: 'Browse open jobs in your trades and provinces', category: 'Jobs', icon: 'search', priority: 9, triggers: ['find', 'work', 'jobs', 'browse'], roles: ['craftsman'] },
  { id: 'my-work', path: '/my-work', title: 'My Portfolio', description: 'Your applications and portfolio', category: 'Jobs', icon: 'folder', priority: 8, triggers: ['portfolio', 'applications', 'work'], roles: ['craftsman'] },
  { id: 'craftsman-dashboard', path: '/craftsman-dashboard', title: 'Craftsman Dashboard', description: 'Applications, interviews and matching jobs', category: 'Dashboards', icon: 'layout-dashboard', priority: 7, triggers: ['dashboard', 'overview'], roles: ['craftsman'] },
  { id: 'messages', path: '/chat', title: 'Messages', description: 'Conversations with companies and crews', category: 'Community', icon: 'message', priority: 7, triggers: ['chat', 'messages', 'inbox'], roles: ['company', 'craftsman'] },
  { id: 'learning', path: '/learning-platform', title: 'Learning Platform', description: 'Courses and certification prep', category: 'Learning', icon: 'school', priority: 6, triggers: ['learn', 'course', 'training'], roles: ['craftsman'] },
  { id: 'mentorship', path: '/mentorship-hub', title: 'Mentorship Hub', description: 'Find or offer mentorship', category: 'Learning', icon: 'heart-handshake', priority: 5, triggers: ['mentor', 'apprentice'], roles: ['craftsman'] },
  { id: 'social', path: '/social-hub', title: 'Social Hub', description: 'News and posts from the trades community', category: 'Community', icon: 'users', priority: 5, triggers: ['social', 'feed', 'community'], roles: ['company', 'craftsman'] },
  { id: 'events', path: '/events', title: 'Events', description: 'Trade shows, workshops and meetups', category: 'Community', icon: 'calendar', priority: 4, triggers: ['events', 'calendar'], roles: ['company', 'craftsman'] },
  { id: 'daily-missions', path: '/daily-missions', title: 'Daily Missions', description: 'Earn craft points today', category: 'Journey', icon: 'target', priority: 4, triggers: ['missions', 'points'], roles: ['company', 'craftsman'] },
  { id: 'analytics', path: '/analytics', title: 'Analytics', description: 'Your activity and results over time', category: 'Business', icon: 'chart-bar', priority: 8, triggers: ['analytics', 'reports', 'stats'], roles: ['company', 'craftsman'], advanced: true },
  { id: 'co-pilot', path: '/co-pilot', title: 'AI Co-Pilot', description: 'Help with estimates, postings and cover letters', category: 'Learning', icon: 'sparkles', priority: 6, triggers: ['ai', 'assistant', 'copilot'], roles: ['company', 'craftsman'], advanced: true },
  { id: 'pricing', path: '/pricing', title: 'Pricing Plans', description: 'Plans for companies and craftsmen', category: 'Business', icon: 'credit-card', priority: 4, triggers: ['pricing', 'plans', 'upgrade'] },
  { id: 'register-craftsman', path: '/craftsman-register', title: 'Join as Craftsman', description: 'Create your craftsman profile', category: 'Getting Started', icon: 'hammer', priority: 6, triggers: ['join', 'register', 'craftsman'], roles: ['guest'] },
  { id: 'register-company', path: '/company-register', title: 'Register Company', description: 'Create your company profile to post jobs', category: 'Getting Started', icon: 'building', priority: 6, triggers: ['register', 'company', 'hire'], roles: ['guest'] },
  { id: 'settings', path: '/settings', title: 'Settings', description: 'Preferences, notifications and data on this device', category: 'Account', icon: 'settings', priority: 5, triggers: ['settings', 'preferences'], roles: ['company', 'craftsman'] },
]
