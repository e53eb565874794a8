// A role's display name (spec section 3): the catalogue's (roles:names), else the identifier with
// underscores replaced and each word capitalised. The one rule for every place that names a role.

export function humaniseRole(role: string): string {
  return role
    .split('_')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}

type Translate = (key: string, options: { defaultValue: string }) => string

/** `t` is the catalogue's translate function (i18next's, or react-i18next's useTranslation). */
export function roleName(t: Translate, role: string): string {
  return t(`roles:names.${role}`, { defaultValue: humaniseRole(role) })
}
