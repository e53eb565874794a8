// Find Jobs on a phone (under Mantine's `sm`): the ten filters fold behind one button under the
// search box that says how many are in use ("Filters (2)"), so the first jobs show in the first
// screen. The button opens them in a sheet from the bottom; a choice applies at once, as on a
// wider screen, and stays when the sheet closes (Escape, its close button, a tap outside or
// "Show N jobs"), with focus back on the button. "Clear filters" sits beside the button and in
// the sheet.
import { Button, Drawer, Group } from '@mantine/core'
import { IconAdjustmentsHorizontal } from '@tabler/icons-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { activeFilterCount, NO_FILTERS, type JobSearch } from '../search/job-search.ts'
import { JobFilters } from './JobFilters.tsx'
import classes from './PhoneFilters.module.css'

interface Props {
  search: JobSearch
  onChange: (patch: Partial<JobSearch>) => void
  /** How many jobs the filters leave, for the sheet's "Show N jobs". */
  results: number
}

export function PhoneFilters({ search, onChange, results }: Props) {
  const { t } = useTranslation('jobs')
  const [opened, setOpened] = useState(false)
  const sheetId = useId()
  const openButton = useRef<HTMLButtonElement>(null)
  const showButton = useRef<HTMLButtonElement>(null)
  const active = activeFilterCount(search)
  const close = () => setOpened(false)
  // "Clear filters" goes away with the last filter: focus moves on instead of being lost.
  const clear = (focusNext: HTMLButtonElement | null) => {
    onChange(NO_FILTERS)
    focusNext?.focus()
  }
  return (
    <>
      <Group gap="xs">
        <Button
          ref={openButton}
          variant={active > 0 ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-controls={opened ? sheetId : undefined}
          onClick={() => setOpened(true)}
        >
          {active > 0 ? t('list.filtersActive', { active }) : t('list.filters')}
        </Button>
        {active > 0 ? (
          <Button variant="subtle" onClick={() => clear(openButton.current)}>
            {t('list.clear')}
          </Button>
        ) : null}
      </Group>
      <Drawer.Root opened={opened} onClose={close} position="bottom" radius="lg">
        <Drawer.Overlay />
        {/* As tall as the filters, at most most of the screen: the page still shows above. */}
        <Drawer.Content id={sheetId} h="auto" mah="88dvh">
          {/* A div, not Mantine's <header>: the sheet's title row is no second banner landmark. */}
          <Drawer.Header component="div">
            <Drawer.Title fw={700}>{t('list.filters')}</Drawer.Title>
            <Drawer.CloseButton aria-label={t('list.closeFilters')} />
          </Drawer.Header>
          <Drawer.Body>
            <JobFilters search={search} onChange={onChange} layout="sheet" />
          </Drawer.Body>
          <div className={classes.footer}>
            {active > 0 ? (
              <Button variant="subtle" onClick={() => clear(showButton.current)}>
                {t('list.clear')}
              </Button>
            ) : null}
            <Button ref={showButton} onClick={close}>
              {t('list.showResults', { count: results })}
            </Button>
          </div>
        </Drawer.Content>
      </Drawer.Root>
    </>
  )
}
