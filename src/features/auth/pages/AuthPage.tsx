import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function AuthPage() {
  return <CataloguePage pageId="auth" />
}
