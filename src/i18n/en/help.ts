// Help page and Contact page.
export const help = {
  intro: 'Quick answers to the questions tradespeople and companies ask most.',
  faq: [
    {
      q: 'How do I get started?',
      a: 'Create an account with your email address, then choose how you join: craftsman, company, apprentice or mentor. A few short steps set up your profile for that role.',
    },
    {
      q: 'Does CraftLink work without signal?',
      a: 'Yes. After your first visit the app starts without a connection. Jobs, your applications and your notifications are kept on your device; what you change offline is saved there and sent automatically when you are back online.',
    },
    {
      q: 'How do I install it on my phone?',
      a: 'On Android, open CraftLink in Chrome and choose Install when asked (or Add to Home screen in the browser menu). On iPhone, open it in Safari, tap Share, then Add to Home Screen.',
    },
    {
      q: 'How do I apply to a job?',
      a: 'Open the job from Find Jobs, tap Apply, and send a cover letter, your hourly rate, your relevant experience and when you can start. You can follow its status in My Portfolio.',
    },
    {
      q: 'Why must a job posting show a pay range?',
      a: 'Several provinces now require pay ranges in public job postings (British Columbia since November 2023, Ontario from 2026). Showing the range also gets you more and better-matched applicants.',
    },
    {
      q: 'I hold more than one role. How do I switch?',
      a: 'Use the role menu in the header. Your dashboard and menus follow the role you are using.',
    },
    {
      q: 'How do I find a page quickly?',
      a: 'Press Ctrl+K (Cmd+K on a Mac) and type what you are looking for.',
    },
    {
      q: 'I use a shared phone. Is my data safe?',
      a: 'Sign out when you are done. Signing out deletes your data from that device.',
    },
  ],
  stillStuck: 'Still stuck?',
  stillStuckBody: 'Our team answers within one business day.',
  contactUs: 'Contact us',
  contact: {
    intro: 'We are a Canadian team. Write to us in English or French.',
    channels: [
      {
        heading: 'Support',
        body: 'Questions about your account, jobs or applications.',
        email: 'support@craftlink.ca',
      },
      {
        heading: 'Sales and enterprise',
        body: 'Paid plans for companies, multi-site contractors, associations and white label.',
        email: 'sales@craftlink.ca',
      },
      {
        heading: 'Privacy officer',
        body: 'Requests to see, correct or delete your personal information.',
        email: 'privacy@craftlink.ca',
      },
    ],
    hours:
      'Support hours: Monday to Friday, 8:00 to 18:00 Eastern Time. We answer within one business day.',
    security: 'Found a security problem? Write to security@craftlink.ca; we reply within 48 hours.',
  },
} as const
