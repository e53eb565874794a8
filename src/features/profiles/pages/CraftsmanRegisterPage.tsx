import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function CraftsmanRegisterPage() {
  return <CataloguePage pageId="craftsmanRegister" />
}
