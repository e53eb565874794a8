// Role badge styles and icons (spec sections 3 and 6); names are in src/lib/role-names.ts. Icons
// are named, not imported: src/lib holds no React; the UI maps names to icon components.

/** The spec's 14 roles (section 3); their names are in the catalogue (roles:names). */
export const KNOWN_ROLES: readonly string[] = [
  'customer',
  'craftsman',
  'admin',
  'workshop_owner',
  'franchise_partner',
  'auditor',
  'bank_insurance',
  'guest',
  'privacy_officer',
  'compliance_officer',
  'security_officer',
  'factory_manager',
  'moderator',
  'brand_manager',
]

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
