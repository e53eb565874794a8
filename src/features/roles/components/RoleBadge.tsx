import { Badge } from '@mantine/core'
import { roleBadgeStyle, type RoleBadgeStyle } from '@/lib/roles/index.ts'

// The spec's badge styles in Mantine terms.
const STYLE: Record<RoleBadgeStyle, { variant: 'filled' | 'light' | 'outline'; color: string }> = {
  destructive: { variant: 'filled', color: 'red' },
  default: { variant: 'filled', color: 'orange' },
  secondary: { variant: 'light', color: 'gray' },
  outline: { variant: 'outline', color: 'gray' },
}

export function RoleBadge({
  role,
  status,
  label,
}: {
  role: string
  status?: string
  label: string
}) {
  const style = STYLE[roleBadgeStyle(role, status)]
  return (
    <Badge size="xs" variant={style.variant} color={style.color}>
      {label}
    </Badge>
  )
}
