import { Alert, Button } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useRepositories } from '@/data/shell.ts'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { JobForm } from '../components/JobForm.tsx'
import { announceDelivery } from '../delivery-toast.ts'
import { useJobDeliveryWords } from '../hooks/useDeliveryWords.ts'
import { useCanPost } from '../hooks/useCanPost.ts'
import { useUserId } from '../hooks/useUserId.ts'
import { EMPTY_JOB_FORM, jobRowFromForm, type JobPosting } from '../rules/job-posting.ts'

/** Post a Job: saved to the replica at once, published by the sync worker (offline too); the
 * toast says "posted" only once the server has it. */
export function PostJobPage() {
  const { t } = useTranslation(['jobs', 'pages'])
  const userId = useUserId()
  const repos = useRepositories()
  const navigate = useNavigate()
  const words = useJobDeliveryWords()
  const canPost = useCanPost(userId)

  const post = async (form: JobPosting) => {
    if (!repos) return
    const row = jobRowFromForm(
      form,
      { id: crypto.randomUUID(), ownerId: userId },
      new Date().toISOString(),
    )
    await repos.jobs.insert(row)
    announceDelivery(repos, 'jobs', row.id, words('posted'))
    await navigate({ to: '/jobs/$jobId', params: { jobId: row.id } })
  }

  return (
    <PageFrame title={t('pages:postJob.title')} description={t('pages:postJob.description')}>
      {canPost === false ? (
        <Alert color="yellow">
          {t('jobs:post.noPermission')}{' '}
          <Button component={Link} to="/company-register" variant="subtle" size="compact-sm">
            {t('pages:companyRegister.title')}
          </Button>
        </Alert>
      ) : (
        <JobForm initial={EMPTY_JOB_FORM} submitLabel={t('jobs:post.submit')} onSubmit={post} />
      )}
    </PageFrame>
  )
}
