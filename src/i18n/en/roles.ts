// Role display names (spec section 3).
export const roles = {
  names: {
    customer: 'Customer',
    craftsman: 'Craftsman',
    admin: 'Administrator',
    workshop_owner: 'Workshop Owner',
    franchise_partner: 'Franchise Partner',
    auditor: 'Auditor',
    bank_insurance: 'Bank & Insurance',
    guest: 'Guest',
    privacy_officer: 'Privacy Officer',
    compliance_officer: 'Compliance Officer',
    security_officer: 'Security Officer',
    factory_manager: 'Factory Manager',
    moderator: 'Moderator',
    brand_manager: 'Brand Manager',
    company: 'Company',
    mentor: 'Mentor',
    apprentice: 'Apprentice',
  },
} as const
