// The home page.
export const home = {
  heroTitle: 'Skilled trades work, across Canada',
  heroBody:
    'CraftLink connects craftsmen, apprentices, mentors and companies: find work or crews, apply with your rate, learn toward your ticket, and keep it all in your pocket, even where there is no signal.',
  findJobs: 'Find Jobs',
  joinAsCraftsman: 'Join as Craftsman',
  postJob: 'Post a Job',
  welcomeBack: 'Welcome back',
  goToDashboard: 'Go to your dashboard',
  features: [
    {
      title: 'Jobs in every trade',
      body: 'Carpentry to solar, in all 13 provinces and territories, with the pay range up front.',
    },
    {
      title: 'Works offline',
      body: 'Browse and apply from the basement or the back forty; it sends when you are back in range.',
    },
    {
      title: 'Learn and get certified',
      body: 'Courses, mentors and verified certificates that companies can trust.',
    },
    {
      title: 'Crews and community',
      body: 'Build a crew for the next project and stay in touch with the people you work with.',
    },
  ],
} as const
