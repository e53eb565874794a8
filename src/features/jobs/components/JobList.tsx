// The Find Jobs result list, virtualised over the window scroll so 10,000 rows cost what a
// screenful does. Emits performance.mark('jobs-list:first-row') once the first row has painted.
import { Box } from '@mantine/core'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { JobDoc } from '@/db/index.ts'
import { afterNextPaint } from '@/lib/after-paint.ts'
import { JobCard } from './JobCard.tsx'

export const FIRST_ROW_MARK = 'jobs-list:first-row'
const ESTIMATED_ROW = 168
const GAP = 12

function useFirstRowMark(hasRows: boolean): void {
  const done = useRef(false)
  useEffect(() => {
    performance.clearMarks(FIRST_ROW_MARK)
  }, [])
  useEffect(() => {
    if (!hasRows || done.current) return
    done.current = true
    // After the frame that shows the row.
    afterNextPaint(() => performance.mark(FIRST_ROW_MARK))
  }, [hasRows])
}

export const JobList = memo(function JobList({ jobs }: { jobs: readonly JobDoc[] }) {
  const { t } = useTranslation('jobs')
  const listRef = useRef<HTMLDivElement>(null)
  const [offset, setOffset] = useState(0)
  useLayoutEffect(() => {
    setOffset(listRef.current?.offsetTop ?? 0)
  }, [])
  const virtualizer = useWindowVirtualizer({
    count: jobs.length,
    estimateSize: () => ESTIMATED_ROW,
    overscan: 6,
    gap: GAP,
    scrollMargin: offset,
    getItemKey: (i) => jobs[i]?.id ?? i,
  })
  useFirstRowMark(jobs.length > 0)
  const items = virtualizer.getVirtualItems()
  return (
    <Box
      ref={listRef}
      role="feed"
      aria-label={t('list.resultsLabel')}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const job = jobs[item.index]
        if (!job) return null
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <JobCard job={job} />
          </div>
        )
      })}
    </Box>
  )
})
