// The pricing page.
export const pricing = {
  intro:
    'Free for tradespeople. Companies start free and upgrade when they hire more. Prices in Canadian dollars, before GST/HST/QST.',
  perMonth: '/ month',
  popular: 'Most popular',
  plans: [
    {
      id: 'craftsman',
      name: 'Craftsman',
      price: '$0',
      audience: 'For craftsmen, apprentices and mentors',
      features: [
        'Profile with trades, certifications and portfolio',
        'Unlimited job applications',
        'Messages with companies and crews',
        'Learning platform and mentorship',
        'Works offline on the job site',
      ],
      cta: 'Create your free account',
    },
    {
      id: 'starter',
      name: 'Company Starter',
      price: '$0',
      audience: 'For small contractors hiring now and then',
      features: [
        '1 active job posting',
        'Applicant management',
        'Company profile',
        'Messages with applicants',
      ],
      cta: 'Start free',
    },
    {
      id: 'professional',
      name: 'Company Professional',
      price: '$49',
      audience: 'For companies hiring every month',
      features: [
        'Up to 10 active job postings',
        'Featured and urgent postings',
        'Hiring analytics by trade and province',
        'Team formation for crews',
        'Priority support',
      ],
      cta: 'Talk to us',
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      price: 'Custom',
      audience: 'For multi-site contractors, unions and associations',
      features: [
        'Unlimited postings across sites',
        'Roles, approvals and audit log',
        'Integrations and workflow automation',
        'White label for your organisation',
      ],
      cta: 'Talk to us',
    },
  ],
  paidNote:
    'Paid plans are set up with our team: tell us about your hiring and we will have you running the same day. Cancel any time; no long-term contract.',
  faqTitle: 'Questions',
  faq: [
    {
      q: 'Do craftsmen ever pay?',
      a: 'No. Applying, messaging and your profile are free for tradespeople.',
    },
    {
      q: 'Are taxes included?',
      a: 'No. GST, HST or QST is added according to your province.',
    },
  ],
} as const
