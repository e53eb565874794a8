import {
  IconBuilding,
  IconBuildingStore,
  IconHammer,
  IconSchool,
  IconShield,
  IconUser,
} from '@tabler/icons-react'
import { roleIconName, type RoleIconName } from '@/lib/roles/index.ts'

const ICONS: Record<RoleIconName, typeof IconUser> = {
  shield: IconShield,
  hammer: IconHammer,
  building: IconBuilding,
  buildingStore: IconBuildingStore,
  school: IconSchool,
  user: IconUser,
}

export function RoleIcon({ role, size = 16 }: { role: string; size?: number }) {
  const Icon = ICONS[roleIconName(role)]
  return <Icon size={size} aria-hidden />
}
