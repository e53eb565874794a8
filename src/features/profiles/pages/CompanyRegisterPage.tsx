import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function CompanyRegisterPage() {
  return <CataloguePage pageId="companyRegister" />
}
