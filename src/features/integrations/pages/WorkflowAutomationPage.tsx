import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function WorkflowAutomationPage() {
  return <CataloguePage pageId="workflowAutomation" />
}
