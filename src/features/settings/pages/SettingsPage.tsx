import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function SettingsPage() {
  return <CataloguePage pageId="settings" />
}
