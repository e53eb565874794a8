// Page titles (breadcrumbs, document title) and the one-paragraph purpose of every page in the
// route list. A feature that builds a page keeps its title here and adds its own namespace.
export const pages = {
  home: {
    title: 'Home',
    description:
      'The front door of CraftLink: what the platform offers tradespeople and companies across Canada, and for signed-in members a short route into their dashboard.',
  },
  auth: {
    title: 'Sign In',
    description:
      'Sign in to your CraftLink account or create one with your email address and a password. Password recovery links return here.',
  },
  onboarding: {
    title: 'Onboarding',
    description:
      'Tell us whether you join as a craftsman, a company, an apprentice or a mentor, then complete the few steps your role needs before you start.',
  },
  jobs: {
    title: 'Find Jobs',
    description:
      'Search open work across Canada by trade, province, city, experience level, work type, urgency and budget, and apply with your rate and a cover letter.',
  },
  jobDetail: {
    title: 'Job Details',
    description:
      'Everything about one job and the company behind it, the Apply button, and the status of your application if you applied.',
  },
  postJob: {
    title: 'Post a Job',
    description:
      'Describe the work, the trade, the location and the pay range so the right craftsmen find it. Posts made offline are published when you are back online.',
  },
  jobManagement: {
    title: 'Job Management',
    description:
      'Your posted jobs with their applicants: review applications, shortlist, accept or reject, and close or reopen a job.',
  },
  crewFormation: {
    title: 'Team Formation',
    description:
      'Put together a crew for a project: pick tradespeople with complementary skills and coordinate who does what.',
  },
  portfolio: {
    title: 'My Portfolio',
    description:
      'Your applications grouped by status and the portfolio of finished work that companies see when you apply.',
  },
  marketplace: {
    title: 'Marketplace',
    description:
      'Spend the craft points you earn on tools, training and partner offers for tradespeople.',
  },
  learningPlatform: {
    title: 'Learning Platform',
    description:
      'Courses and learning paths for apprentices and journeypersons, from safety tickets to Red Seal exam preparation.',
  },
  mentorshipHub: {
    title: 'Mentorship Hub',
    description:
      'Connect apprentices with experienced mentors in their trade, plan sessions and track progress toward certification.',
  },
  expertVerification: {
    title: 'Expert Verification',
    description:
      'Have your trade certificates, tickets and experience verified so companies can hire you with confidence.',
  },
  coPilot: {
    title: 'AI Co-Pilot',
    description:
      'An assistant that suggests your next steps on CraftLink from your role, your activity and what people in your trade do next.',
  },
  smartTools: {
    title: 'Smart Tools',
    description: 'Calculators and helpers for estimating, quoting and planning trade work.',
  },
  socialHub: {
    title: 'Social Hub',
    description:
      'The community feed of Canadian tradespeople: share finished work, ask questions and follow upcoming events.',
  },
  chat: {
    title: 'Messages',
    description: 'Your conversations with companies, craftsmen and crew members in one place.',
  },
  realtimeChat: {
    title: 'Real-time Chat',
    description: 'Live conversations that update as the other person types and sends.',
  },
  testChat: {
    title: 'Chat Test',
    description:
      'A space to check that messaging works from your device before you rely on it on a job site.',
  },
  liveStreaming: {
    title: 'Live Streaming',
    description: 'Watch and host live demonstrations, site walk-throughs and training sessions.',
  },
  events: {
    title: 'Events',
    description: 'Trade shows, training days, hiring fairs and meet-ups for the trades near you.',
  },
  engagementHub: {
    title: 'Engagement Hub',
    description:
      'Your activity on CraftLink at a glance: missions, points, achievements and streaks.',
  },
  dailyMissions: {
    title: 'Daily Missions',
    description:
      'Small tasks each day that earn craft points and build good habits on the platform.',
  },
  achievements: {
    title: 'Achievements',
    description: 'The badges you have earned for your work, learning and contributions.',
  },
  leaderboards: {
    title: 'Leaderboards',
    description: 'How you rank among tradespeople in your trade and province.',
  },
  journey: {
    title: 'Journey Hub',
    description:
      'Your path on CraftLink from first login to master of your trade: levels, milestones and what comes next.',
  },
  nftAchievements: {
    title: 'NFT Achievements',
    description: 'Collectible records of your most notable achievements.',
  },
  craftPoints: {
    title: 'Craft Points',
    description: 'Your craft points balance and how you earned and spent them.',
  },
  craftPointsHub: {
    title: 'Craft Points Hub',
    description: 'Ways to earn more craft points and the loyalty tiers they unlock.',
  },
  rewardsMarketplace: {
    title: 'Rewards Marketplace',
    description: 'Rewards you can redeem with your craft points.',
  },
  companyRegister: {
    title: 'Register Company',
    description:
      'Register your company: business number, province, trades you hire and contact details, so craftsmen can trust your postings.',
  },
  craftsmanRegister: {
    title: 'Join as Craftsman',
    description:
      'Create your craftsman profile: trades, experience, hourly rate, service provinces and certifications such as Red Seal.',
  },
  pricing: {
    title: 'Pricing Plans',
    description: 'What CraftLink costs for craftsmen and companies.',
  },
  subscriptionSuccess: {
    title: 'Subscription Confirmed',
    description: 'Confirmation of your plan change and what it unlocks.',
  },
  analytics: {
    title: 'Analytics',
    description: 'Figures on your jobs, applications and activity over time.',
  },
  analyticsDashboard: {
    title: 'Analytics Dashboard',
    description: 'A detailed dashboard of platform activity for system administrators.',
  },
  businessIntelligence: {
    title: 'Business Intelligence',
    description:
      'Hiring and market trends by trade and province to plan your workforce and pricing.',
  },
  learningAnalytics: {
    title: 'Learning Analytics',
    description: 'Progress of learners and mentees through courses and certifications.',
  },
  monetizationHub: {
    title: 'Monetization Hub',
    description: 'Your plan, invoices and paid features in one place.',
  },
  enterpriseHub: {
    title: 'Enterprise Hub',
    description:
      'Tools for large contractors and enterprise customers: multiple sites, teams, approvals and reporting.',
  },
  whiteLabelDashboard: {
    title: 'White Label',
    description: 'Run CraftLink under your own brand for your organisation or association.',
  },
  profile: {
    title: 'Profile',
    description: 'Your profile as others see it, with your trades, certifications and work.',
  },
  publicProfile: {
    title: 'Member Profile',
    description:
      'The public profile of a CraftLink member: trades, certifications, portfolio and open jobs.',
  },
  settings: {
    title: 'Settings',
    description:
      'Your account, navigation preferences, notifications, language, and the data kept on this device.',
  },
  craftsmanDashboard: {
    title: 'Craftsman Dashboard',
    description:
      'Your open applications, interviews, new jobs matching your trades and provinces, and what to do next.',
  },
  companyDashboard: {
    title: 'Company Dashboard',
    description:
      'Your open jobs, new applicants, response times and the next actions for your hiring.',
  },
  admin: {
    title: 'Admin Dashboard',
    description:
      'Decide role requests, find people and suspend or restore their accounts, and see who did what, and when.',
  },
  adminRbac: {
    title: 'Roles and Permissions',
    description: 'Grant, review and revoke roles and the permissions each role carries.',
  },
  groupAdmin: {
    title: 'Group Admin',
    description: 'Your organization’s members, who asks to join, and the roles they hold in it.',
  },
  integrations: {
    title: 'Integrations',
    description: 'Connect CraftLink with payroll, accounting, scheduling and other tools you use.',
  },
  workflowAutomation: {
    title: 'Workflow Automation',
    description:
      'Rules that act for you when applications arrive, jobs are filled or tickets are about to expire.',
  },
  crossPlatformSync: {
    title: 'Cross-Platform Sync',
    description: 'How your data stays the same across your phone, tablet and computer.',
  },
  mobileApp: {
    title: 'Mobile App',
    description: 'Install CraftLink on your phone and use it on the job site, even without signal.',
  },
  aiFeatures: {
    title: 'AI Features',
    description: 'The assistants that help you find work, write postings and plan your learning.',
  },
  realtimeDebug: {
    title: 'Sync Diagnostics',
    description:
      'For support staff: connection state, pending and failed changes, and storage on this device.',
  },
  crawlerProtection: {
    title: 'Crawler Protection',
    description: 'Detections, blocked requests and IP rules that protect listings from scrapers.',
  },
  help: {
    title: 'Help',
    description: 'Answers to common questions about using CraftLink.',
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'What we store, where, and your rights.',
  },
  terms: {
    title: 'Terms of Service',
    description: 'The rules for using CraftLink.',
  },
  contact: {
    title: 'Contact',
    description: 'How to reach the CraftLink team.',
  },
} as const

export type PageId = keyof typeof pages
