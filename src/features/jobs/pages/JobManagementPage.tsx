import { Button, Modal, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { JobApplicationDoc, JobDoc } from '@/db/index.ts'
import { useLiveQuery, useRepositories } from '@/data/shell.ts'
import { useStillArriving } from '@/data/shell.ts'
import { ArrivingNotice } from '@/ui/ArrivingNotice.tsx'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { JobForm } from '../components/JobForm.tsx'
import { announceDelivery } from '../delivery-toast.ts'
import { useJobDeliveryWords } from '../hooks/useDeliveryWords.ts'
import { useUserId } from '../hooks/useUserId.ts'
import { ManagedJobCard } from '../manage/ManagedJobCard.tsx'
import { formValuesFromJob, jobPatchFromForm, type JobPosting } from '../rules/job-posting.ts'

/** The company's jobs with applicants by status; review, close/reopen and edit. */
export function JobManagementPage() {
  const { t } = useTranslation(['work', 'jobs', 'pages'])
  const words = useJobDeliveryWords()
  const userId = useUserId()
  const repos = useRepositories()
  const jobs = useLiveQuery((r) => r.jobs.ownedBy$(userId), [userId])
  const applications = useLiveQuery((r) => r.applications.toOwner$(userId), [userId]).data
  const [editing, setEditing] = useState<JobDoc | null>(null)
  const arriving = useStillArriving('jobs')
  const byJob = useMemo(() => {
    const map = new Map<string, JobApplicationDoc[]>()
    for (const a of applications ?? []) map.set(a.job_id, [...(map.get(a.job_id) ?? []), a])
    return map
  }, [applications])

  const save = async (form: JobPosting) => {
    if (!repos || !editing) return
    await repos.jobs.patch(editing.id, jobPatchFromForm(form))
    announceDelivery(repos, 'jobs', editing.id, words('edited'))
    setEditing(null)
  }
  const list = jobs.data ?? []
  return (
    <PageFrame
      title={t('pages:jobManagement.title')}
      description={t('pages:jobManagement.description')}
    >
      {!jobs.isLoading && list.length === 0 && arriving ? (
        <ArrivingNotice text={t('work:manage.arriving')} />
      ) : !jobs.isLoading && list.length === 0 ? (
        <Stack align="flex-start">
          <Text>{t('work:manage.empty')}</Text>
          <Button component={Link} to="/post-job">
            {t('work:manage.postFirst')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          {list.map((job) => (
            <ManagedJobCard
              key={job.id}
              job={job}
              applications={byJob.get(job.id) ?? []}
              onEdit={setEditing}
            />
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('jobs:post.editTitle')}
        size="xl"
      >
        {editing ? (
          <JobForm
            initial={formValuesFromJob(editing)}
            submitLabel={t('jobs:post.save')}
            onSubmit={save}
          />
        ) : null}
      </Modal>
    </PageFrame>
  )
}
