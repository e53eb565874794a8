// The /onboarding page (spec sections 1, 4 and 6).
export const onboarding = {
  title: 'Set up your CraftLink account',
  subtitle: 'Tell us how you will use CraftLink. You can add more roles later.',
  chooseRole: 'I am joining as',
  roles: {
    craftsman: {
      title: 'Craftsman',
      description: 'Find jobs, build your portfolio, grow your trade.',
    },
    company: { title: 'Company', description: 'Post jobs and hire trusted trades professionals.' },
    apprentice: {
      title: 'Apprentice',
      description: 'Learn a trade and log your hours with mentors.',
    },
    mentor: { title: 'Mentor', description: 'Guide apprentices and share your experience.' },
  },
  stepsTitle: 'Your setup steps',
  stepsLoading: 'Loading your steps...',
  noSteps: 'No required steps for this role. You are ready to go.',
  required: 'Required',
  optional: 'Optional',
  completed: 'Completed',
  complete: 'Mark as done',
  finish: 'Go to my dashboard',
  fullName: 'Full name',
  fullNamePlaceholder: 'Jane Tremblay',
  saveFailed: 'We could not save this step. Please try again.',
  offline: 'Onboarding needs an internet connection to save your choices.',
  loadFailed: 'We could not load your setup steps. Please try again.',
} as const
