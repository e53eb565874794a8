import { Alert, Button, Card, Stack, Title } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { JobDoc } from '@/db/index.ts'
import { useLiveQuery } from '@/data/shell.ts'
import { applyBlock } from '../rules/application-rules.ts'
import { ApplyForm } from './ApplyForm.tsx'
import { MyApplicationCard } from './MyApplicationCard.tsx'

/** Apply button and form, or the status of my application, or why I cannot apply. */
export function ApplyPanel({ job, userId }: { job: JobDoc; userId: string }) {
  const { t } = useTranslation('jobs')
  const [isOpen, setOpen] = useState(false)
  const [applied, setApplied] = useState(false)
  // Cancel puts focus back on the Apply button, which replaces the form (else it falls to <body>).
  const openButton = useRef<HTMLButtonElement>(null)
  const cancelled = useRef(false)
  useEffect(() => {
    if (isOpen || !cancelled.current) return
    cancelled.current = false
    openButton.current?.focus()
  }, [isOpen])
  const mine = useLiveQuery((r) => r.applications.forJobBy$(job.id, userId), [job.id, userId])
  if (mine.isLoading) return null
  const existing = mine.data ?? null
  if (existing) return <MyApplicationCard application={existing} job={job} focusHeading={applied} />
  const block = applyBlock(job, userId, existing)
  if (block) {
    return block === 'jobs:apply.ownJob' ? null : (
      <Alert color="gray" role="status">
        {t(block.replace('jobs:', '') as 'apply.jobClosed')}
      </Alert>
    )
  }
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('apply.title')}
        </Title>
        {isOpen ? (
          <ApplyForm
            job={job}
            userId={userId}
            onDone={(done) => {
              cancelled.current = !done
              setApplied(done)
              setOpen(false)
            }}
          />
        ) : (
          <Button ref={openButton} size="md" onClick={() => setOpen(true)}>
            {t('apply.open')}
          </Button>
        )}
      </Stack>
    </Card>
  )
}
