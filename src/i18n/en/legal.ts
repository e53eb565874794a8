// Privacy Policy and Terms of Service. Plain language; each section is a heading and paragraphs.
export const legal = {
  updated: 'Last updated: {{date}}',
  updatedDate: 'November 2026',
  privacy: {
    intro:
      'CraftLink is built for people who work on job sites with poor signal, so part of your data is kept on your own device. This page explains what we keep, where, why, and what you can do about it, in line with Canada’s Personal Information Protection and Electronic Documents Act (PIPEDA).',
    sections: [
      {
        heading: 'What stays on your device',
        paragraphs: [
          'To work offline, the app keeps a copy of the data you use in your browser’s storage (IndexedDB): your profile, the jobs you browse, your applications, your notifications, your preferences and the time you spend on each page. Changes you make offline wait there until they can be sent.',
          'Your sign-in session (access and refresh tokens) is kept in your browser’s local storage so you stay signed in. The app’s own code is cached so it can start without a connection.',
          'When you sign out, the app deletes the local copy of your data from that device, so the next person using the phone sees nothing of yours. Changes that have not been sent yet are listed before you confirm.',
        ],
      },
      {
        heading: 'What we keep on our servers',
        paragraphs: [
          'Your account: email address and a one-way hash of your password (we never see the password itself).',
          'What you enter: your profile, trades, certifications, portfolio, company details, jobs you post, applications you send, and your roles and preferences.',
          'Notifications we send you, and a record of role changes and role requests.',
          'Usage events (pages visited and actions taken) that rank the suggestions in the command palette and quick actions. These are not sold and not shared with advertisers.',
          'Security signals: IP address, browser details (user agent, screen size, time zone, language, plugins) and browser fingerprints, used only to detect automated scraping of listings and profiles. Blocking decisions expire; a blocked address is released after 24 hours unless renewed.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To run the marketplace: show your profile to the people you apply to or hire, deliver applications and messages, and keep your devices in sync. To protect members and listings from abuse. We collect only what these purposes need, and we ask your consent when you create your account.',
        ],
      },
      {
        heading: 'Who can see it',
        paragraphs: [
          'Other members see what you publish: your public profile and, for companies, your open jobs. A company sees the applications sent to its jobs. Your email address and private settings are not shown to other members.',
          'Our hosting provider (Supabase) stores server data for us under contract. If it is stored or processed outside Canada, it may be accessible to authorities of that country under their laws.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask for a copy of the personal information we hold about you, ask us to correct it, or withdraw consent and close your account. Write to our privacy officer (see Contact); we answer within 30 days.',
          'If you are not satisfied with our answer, you can complain to the Office of the Privacy Commissioner of Canada.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Account data is kept while your account is open and deleted within 90 days of closing it, except where the law requires us to keep records longer. Security logs are kept only as long as needed to protect the service.',
        ],
      },
    ],
  },
  terms: {
    intro:
      'These terms govern your use of CraftLink. By creating an account you accept them. If you use CraftLink for a company, you accept them for that company.',
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'You must be at least the age of majority in your province or territory, or have a parent or guardian’s consent. Keep your password private; you are responsible for what happens under your account. Sign out on shared devices.',
        ],
      },
      {
        heading: 'What CraftLink is',
        paragraphs: [
          'CraftLink connects craftsmen, apprentices, mentors and companies. We are not a party to the work agreements you make through the platform, we do not employ the craftsmen listed, and we do not guarantee any job, payment or result.',
          'Verification badges reflect the documents we were shown at the time. Check licences and insurance that your project legally requires.',
        ],
      },
      {
        heading: 'Job postings',
        paragraphs: [
          'Postings must describe real work, include an honest pay range, and comply with the employment standards, human rights and pay transparency laws of the province or territory where the work takes place.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'Do not post false, discriminatory or unlawful content, harass other members, or collect data from CraftLink by automated means (scraping, crawling or bots). We detect automated access and may block it.',
        ],
      },
      {
        heading: 'Your content',
        paragraphs: [
          'You keep ownership of what you post. You allow us to host, display and transmit it to run the service. Remove it at any time; copies already sent to other members (for example an application) stay with them.',
        ],
      },
      {
        heading: 'Suspension and closing',
        paragraphs: [
          'We may suspend accounts that break these terms. You may close your account at any time.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'The service is provided as is. To the extent the law allows, CraftLink is not liable for indirect losses or for the conduct of other members.',
        ],
      },
      {
        heading: 'Law and changes',
        paragraphs: [
          'These terms are governed by the laws of Ontario and the federal laws of Canada that apply there. We will tell you in the app before material changes take effect.',
        ],
      },
    ],
  },
} as const
