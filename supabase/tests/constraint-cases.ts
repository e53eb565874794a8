// Section 5 rules (and the other table rules) as violating writes, each with the constraint the
// server must name. `valid` builds a valid row for the acting user; `bad` breaks one rule.
import { randomUUID } from 'node:crypto'
import { applicationRow, jobRow, tomorrow } from './helpers.ts'

export type Who = 'company' | 'craftsman' | 'admin'
export interface Ctx {
  company: string
  craftsman: string
  jobId: string
}
type Row = Record<string, unknown>
export interface ConstraintCase {
  constraint: string
  table: string
  who: Who
  /** A valid row; for `update` cases it is inserted first and then patched with `bad`. */
  valid(ctx: Ctx): Row
  bad: Row
  update?: boolean
}

const job = (c: Ctx): Row => jobRow(c.company)
const app = (c: Ctx): Row => applicationRow(c.jobId, c.craftsman)
const profile = (c: Ctx): Row => ({ user_id: c.craftsman })
const companyProfile = (c: Ctx): Row => ({
  user_id: c.company,
  company_name: 'North Build',
  province: 'Yukon',
  city: 'Whitehorse',
})
const craftsmanProfile = (c: Ctx): Row => ({
  user_id: c.craftsman,
  trades: '["welding"]',
  experience_level: 'entry',
})
const portfolio = (c: Ctx): Row => ({
  id: randomUUID(),
  user_id: c.craftsman,
  title: 'Gate repair',
})
const prefs = (c: Ctx): Row => ({ user_id: c.craftsman })
const time = (c: Ctx): Row => ({
  id: randomUUID(),
  user_id: c.craftsman,
  device_id: 'phone',
  page: `/p-${randomUUID()}`,
  seconds: 10,
  visits: 1,
})
const event = (c: Ctx): Row => ({
  id: randomUUID(),
  user_id: c.craftsman,
  action: 'page_visit',
  path: '/jobs',
})
const progress = (c: Ctx): Row => ({
  id: randomUUID(),
  user_id: c.craftsman,
  step_id: 'craftsman.portfolio',
})
const ip = (): Row => ({ id: randomUUID(), ip_address: '192.0.2.77', access_type: 'blacklist' })

const J = (constraint: string, bad: Row): ConstraintCase => ({
  constraint,
  table: 'jobs',
  who: 'company',
  valid: job,
  bad,
})
const A = (constraint: string, bad: Row): ConstraintCase => ({
  constraint,
  table: 'job_applications',
  who: 'craftsman',
  valid: app,
  bad,
})
const P = (constraint: string, bad: Row): ConstraintCase => ({
  constraint,
  table: 'user_profiles',
  who: 'craftsman',
  valid: profile,
  bad,
  update: true,
})
const CO = (constraint: string, bad: Row): ConstraintCase => ({
  constraint,
  table: 'company_profiles',
  who: 'company',
  valid: companyProfile,
  bad,
  update: true,
})
const CR = (constraint: string, bad: Row): ConstraintCase => ({
  constraint,
  table: 'craftsman_profiles',
  who: 'craftsman',
  valid: craftsmanProfile,
  bad,
  update: true,
})
const PC = (constraint: string, bad: Row): ConstraintCase => ({
  constraint,
  table: 'profile_contacts',
  who: 'craftsman',
  valid: profile,
  bad,
  update: true,
})
const PF = (constraint: string, bad: Row): ConstraintCase => ({
  constraint,
  table: 'portfolio_items',
  who: 'craftsman',
  valid: portfolio,
  bad,
})
const NP = (constraint: string, bad: Row): ConstraintCase => ({
  constraint,
  table: 'navigation_preferences',
  who: 'craftsman',
  valid: prefs,
  bad,
  update: true,
})

export const CONSTRAINT_CASES: ConstraintCase[] = [
  J('jobs_title_length', { title: 'Hire' }),
  J('jobs_title_length', { title: 'x'.repeat(201) }),
  J('jobs_description_length', { description: 'Too short to describe a job.' }),
  J('jobs_description_length', { description: 'x'.repeat(5001) }),
  J('jobs_text_no_html', { title: '<b>Electrician</b> wanted' }),
  J('jobs_trade_specialty_valid', { trade_specialty: 'plumber' }),
  J('jobs_experience_level_valid', { experience_level: 'guru' }),
  J('jobs_location_city_length', { location_city: 'X' }),
  J('jobs_location_province_valid', { location_province: 'Texas' }),
  J('jobs_work_type_valid', { work_type: 'gig' }),
  J('jobs_duration_length', { duration: '   ' }),
  J('jobs_budget_required', { budget_max: null }),
  J('jobs_budget_whole', { budget_min: 100.5 }),
  J('jobs_budget_positive', { budget_min: 0 }),
  J('jobs_budget_order', { budget_min: 5000, budget_max: 4000 }),
  J('jobs_budget_range_ontario', { budget_min: 10000, budget_max: 70000 }),
  J('jobs_budget_range_ontario_hourly', { pay_unit: 'hourly', budget_min: 30, budget_max: 55 }),
  J('jobs_pay_unit_valid', { pay_unit: 'weekly' }),
  J('jobs_urgency_valid', { urgency: 'someday' }),
  J('jobs_requirements_valid', { requirements: '["Licence", 5]' }),
  J('jobs_requirements_valid', { requirements: 'not json' }),
  J('jobs_benefits_valid', { benefits: '{"dental":true}' }),
  J('jobs_status_valid', { status: 'draft' }),
  A('job_applications_cover_letter_length', { cover_letter: 'Hire me please.' }),
  A('job_applications_cover_letter_length', { cover_letter: 'x'.repeat(2001) }),
  A('job_applications_text_no_html', {
    cover_letter: '<script>alert(1)</script> I have years of experience in this trade.',
  }),
  A('job_applications_proposed_rate_positive', { proposed_rate: 0 }),
  A('job_applications_relevant_experience_length', { relevant_experience: 'Some' }),
  A('job_applications_relevant_experience_length', { relevant_experience: 'x'.repeat(1001) }),
  A('job_applications_portfolio_items_format', { portfolio_items: 'www.example.com/work' }),
  A('job_applications_estimated_hours_whole', { estimated_hours: 10.5 }),
  A('job_applications_availability_future', { availability_start: tomorrow(-2) }),
  A('job_applications_initial_status', { status: 'accepted' }),
  P('user_profiles_full_name_format', { full_name: 'R2-D2' }),
  P('user_profiles_full_name_format', { full_name: '' }),
  PC('profile_contacts_phone_format', { phone: '613-555-0199' }),
  PC('profile_contacts_phone_format', { phone: '+12345678901234567' }),
  P('user_profiles_profile_image_url_format', { profile_image_url: 'javascript:alert(1)' }),
  P('user_profiles_default_role_valid', { default_role: 'superuser' }),
  P('user_profiles_bio_length', { bio: 'x'.repeat(2001) }),
  CO('company_profiles_company_name_length', { company_name: 'A' }),
  CO('company_profiles_business_number_format', { business_number: '12345' }),
  CO('company_profiles_province_valid', { province: 'Alaska' }),
  CO('company_profiles_city_length', { city: 'Y' }),
  CO('company_profiles_trades_hired_valid', { trades_hired: '["plumbing","plumbing"]' }),
  CO('company_profiles_website_url_format', { website_url: 'example.com' }),
  PC('profile_contacts_company_phone_format', { company_phone: 'call me' }),
  CO('company_profiles_company_size_valid', { company_size: '5-9' }),
  CO('company_profiles_description_length', { description: 'x'.repeat(2001) }),
  CO('company_profiles_logo_url_format', { logo_url: 'ftp://example.com/logo.png' }),
  CR('craftsman_profiles_trades_valid', { trades: '[]' }),
  CR('craftsman_profiles_experience_level_valid', { experience_level: 'novice' }),
  CR('craftsman_profiles_years_experience_range', { years_experience: 61 }),
  CR('craftsman_profiles_hourly_rate_positive', { hourly_rate: 0 }),
  CR('craftsman_profiles_service_provinces_valid', { service_provinces: '["Ontario","Texas"]' }),
  CR('craftsman_profiles_city_length', { city: 'Z' }),
  CR('craftsman_profiles_certifications_valid', { certifications: '[{"number":"123"}]' }),
  CR('craftsman_profiles_certifications_valid', {
    certifications: '[{"name":"Red Seal","expires_on":"soon"}]',
  }),
  CR('craftsman_profiles_bio_length', { bio: 'x'.repeat(2001) }),
  PC('profile_contacts_craftsman_phone_format', { craftsman_phone: '+1 613 555 0199' }),
  PF('portfolio_items_title_length', { title: 'A' }),
  PF('portfolio_items_description_length', { description: 'x'.repeat(2001) }),
  PF('portfolio_items_url_format', { url: 'portfolio' }),
  PF('portfolio_items_image_url_format', { image_url: 'data:image/png;base64,xyz' }),
  PF('portfolio_items_trade_valid', { trade: 'juggling' }),
  NP('navigation_preferences_skill_level_valid', { skill_level: 'expert' }),
  NP('navigation_preferences_preferred_workflow_length', { preferred_workflow: '' }),
  NP('navigation_preferences_dismissed_tooltips_valid', { dismissed_tooltips: 'welcome-tour' }),
  NP('navigation_preferences_favorite_actions_valid', { favorite_actions: '[""]' }),
  NP('navigation_preferences_recent_activity_valid', {
    recent_activity: JSON.stringify(Array.from({ length: 11 }, (_, i) => `a${i}`)),
  }),
  NP('navigation_preferences_language_valid', { language: 'de' }),
  {
    constraint: 'page_time_spent_seconds_nonnegative',
    table: 'page_time_spent',
    who: 'craftsman',
    valid: time,
    bad: { seconds: -1 },
  },
  {
    constraint: 'page_time_spent_page_format',
    table: 'page_time_spent',
    who: 'craftsman',
    valid: time,
    bad: { page: 'jobs' },
  },
  {
    constraint: 'page_time_spent_monotonic',
    table: 'page_time_spent',
    who: 'craftsman',
    valid: time,
    bad: { seconds: 3 },
    update: true,
  },
  {
    constraint: 'navigation_events_action_format',
    table: 'navigation_events',
    who: 'craftsman',
    valid: event,
    bad: { action: 'page visit' },
  },
  {
    constraint: 'navigation_events_path_format',
    table: 'navigation_events',
    who: 'craftsman',
    valid: event,
    bad: { path: 'jobs' },
  },
  {
    constraint: 'navigation_events_user_role_valid',
    table: 'navigation_events',
    who: 'craftsman',
    valid: event,
    bad: { user_role: 'boss' },
  },
  {
    constraint: 'navigation_events_metadata_object',
    table: 'navigation_events',
    who: 'craftsman',
    valid: event,
    bad: { metadata: '[1,2]' },
  },
  {
    constraint: 'user_onboarding_progress_status_valid',
    table: 'user_onboarding_progress',
    who: 'craftsman',
    valid: progress,
    bad: { status: 'done' },
  },
  {
    constraint: 'user_onboarding_progress_required_not_skipped',
    table: 'user_onboarding_progress',
    who: 'craftsman',
    valid: (c) => ({ ...progress(c), step_id: 'craftsman.profile' }),
    bad: { status: 'skipped' },
  },
  {
    constraint: 'ip_access_control_ip_address_length',
    table: 'ip_access_control',
    who: 'admin',
    valid: ip,
    bad: { ip_address: ' 192.0.2.1' },
  },
  {
    constraint: 'ip_access_control_access_type_valid',
    table: 'ip_access_control',
    who: 'admin',
    valid: ip,
    bad: { access_type: 'greylist' },
  },
]
