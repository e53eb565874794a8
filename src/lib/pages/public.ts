// Open to everyone: the home page, signing in, pricing, help and the legal pages.
import type { PageDecl } from '../page-registry.ts'

export const PUBLIC_PAGES = [
  {
    page: 'Index',
    path: '/',
    title: 'home',
    public: true,
    palette: { category: 'general', triggers: ['home', 'start'], priority: 8 },
    prefetch: { own: true, tier: 'high', next: ['Auth', 'Jobs', 'CompanyDashboard'] },
  },
  {
    page: 'Auth',
    path: '/auth',
    title: 'auth',
    public: true,
    customRoute: true,
    palette: {
      category: 'account',
      triggers: ['login', 'sign in', 'sign up', 'register'],
      priority: 6,
      signedOutOnly: true,
    },
    prefetch: {
      own: true,
      tier: 'high',
      next: ['CompanyRegister', 'CraftsmanRegister', 'Onboarding'],
    },
  },
  {
    page: 'Pricing',
    path: '/pricing',
    title: 'pricing',
    public: true,
    palette: { category: 'business', triggers: ['plans', 'billing', 'subscription'] },
    nav: [{ group: 'business', label: 'pricingPlans', order: 2 }],
  },
  {
    page: 'Help',
    path: '/help',
    title: 'help',
    public: true,
    duringOnboarding: true,
    palette: { category: 'general', triggers: ['support', 'faq'] },
  },
  {
    page: 'Privacy',
    path: '/privacy',
    title: 'privacy',
    public: true,
    duringOnboarding: true,
    palette: { category: 'general', triggers: ['privacy policy'] },
  },
  {
    page: 'Terms',
    path: '/terms',
    title: 'terms',
    public: true,
    duringOnboarding: true,
    palette: { category: 'general', triggers: ['terms of service'] },
  },
  {
    page: 'Contact',
    path: '/contact',
    title: 'contact',
    public: true,
    duringOnboarding: true,
    palette: { category: 'general', triggers: ['support', 'email'] },
  },
] as const satisfies readonly PageDecl[]
