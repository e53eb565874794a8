import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function JobManagementPage() {
  return <CataloguePage pageId="jobManagement" />
}
