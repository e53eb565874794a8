// Role names, badge styles and icons (spec sections 3 and 6). Icons are named, not imported:
// src/lib holds no React; the UI maps names to icon components.
export const ROLE_DISPLAY_NAMES: Readonly<Record<string, string>> = {
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
}

export const KNOWN_ROLES = Object.keys(ROLE_DISPLAY_NAMES)

/** Unknown roles: underscores become spaces and each word is capitalised. */
export function formatUnknownRole(role: string): string {
  return role
    .split('_')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}

export function roleDisplayName(role: string): string {
  return Object.hasOwn(ROLE_DISPLAY_NAMES, role)
    ? ROLE_DISPLAY_NAMES[role]!
    : formatUnknownRole(role)
}

export type RoleBadgeStyle = 'destructive' | 'default' | 'secondary' | 'outline'

/** Pending wins over the role's own style: a request is not a role yet. */
export function roleBadgeStyle(role: string, status?: string | null): RoleBadgeStyle {
  if (status === 'pending') return 'secondary'
  switch (role) {
    case 'admin':
      return 'destructive'
    case 'craftsman':
    case 'workshop_owner':
      return 'default'
    case 'franchise_partner':
      return 'secondary'
    default:
      return 'outline'
  }
}

export type RoleIconName = 'shield' | 'hammer' | 'building' | 'buildingStore' | 'school' | 'user'

export function roleIconName(role: string): RoleIconName {
  switch (role) {
    case 'admin':
      return 'shield'
    case 'craftsman':
      return 'hammer'
    case 'company':
    case 'franchise_partner':
      return 'building'
    case 'workshop_owner':
      return 'buildingStore'
    case 'mentor':
      return 'school'
    default:
      return 'user'
  }
}

/** Roles a user may ask for in the request dialog (admin is granted, never requested here). */
export const REQUESTABLE_ROLES = KNOWN_ROLES.filter((r) => r !== 'admin' && r !== 'guest')
