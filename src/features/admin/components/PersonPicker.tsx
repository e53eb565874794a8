import { Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useUserSearch } from '../hooks/useUserSearch.ts'
import type { FoundUser } from '../user-rows.ts'

interface Props {
  offline: boolean
  value: FoundUser | null
  onChange(person: FoundUser | null): void
}

/** Pick a person by name or e-mail; the server searches as the person types. */
export function PersonPicker({ offline, value, onChange }: Props) {
  const { t } = useTranslation('admin')
  const people = useUserSearch(!offline)
  const options = people.users.some((u) => u.user_id === value?.user_id)
    ? people.users
    : value
      ? [value, ...people.users]
      : people.users
  return (
    <Select
      label={t('rbac.person')}
      placeholder={t('users.search')}
      searchable
      clearable
      data={options.map((u) => ({
        value: u.user_id,
        label: `${u.full_name ?? t('unnamed')} · ${u.email ?? ''}`,
      }))}
      // The server has filtered already; the options are its answer.
      filter={({ options: all }) => all}
      searchValue={people.search}
      onSearchChange={people.setSearch}
      value={value?.user_id ?? null}
      onChange={(id) => onChange(options.find((u) => u.user_id === id) ?? null)}
      nothingFoundMessage={people.loading ? t('loading') : t('users.none')}
      disabled={offline}
    />
  )
}
