import { ActionIcon, Badge, Group, Select, Stack, Text } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { PreferencesView } from '../hooks/usePreferences.ts'
import { FAVORITE_CHOICES, addFavorite, readList, removeFavorite } from '../settings-rules.ts'
import { settings } from '@/i18n/en/settings.ts'

/** Pinned actions (shown first by the palette and quick actions); names follow the catalogue. */
export function FavoriteActions({
  view,
  onError,
}: {
  view: PreferencesView
  onError: (e: unknown) => void
}) {
  const { t } = useTranslation('settings')
  const favorites = readList(view.prefs.favorite_actions)
  const name = (id: string) =>
    Object.hasOwn(settings.actions, id) ? t(`actions.${id as keyof typeof settings.actions}`) : id
  const save = (next: string[] | null) => {
    if (next) void view.update({ favorite_actions: JSON.stringify(next) }).catch(onError)
  }
  const choices = FAVORITE_CHOICES.filter((id) => !favorites.includes(id)).map((id) => ({
    value: id,
    label: name(id),
  }))
  return (
    <Stack gap="xs">
      <div>
        <Text fw={600}>{t('navigation.favorites')}</Text>
        <Text size="sm" c="dimmed">
          {t('navigation.favoritesHint')}
        </Text>
      </div>
      <Group gap="xs" aria-label={t('navigation.favorites')}>
        {favorites.length === 0 && <Text size="sm">{t('navigation.favoritesNone')}</Text>}
        {favorites.map((id) => (
          <Badge
            key={id}
            variant="light"
            size="lg"
            rightSection={
              <ActionIcon
                size="xs"
                variant="transparent"
                aria-label={t('navigation.removeFavorite', { name: name(id) })}
                onClick={() => save(removeFavorite(favorites, id))}
              >
                <IconX size={12} />
              </ActionIcon>
            }
          >
            {name(id)}
          </Badge>
        ))}
      </Group>
      <Select
        label={t('navigation.addFavorite')}
        placeholder={t('navigation.addFavoritePlaceholder')}
        data={choices}
        value={null}
        onChange={(id) => id && save(addFavorite(favorites, id))}
        searchable
        maw={320}
        disabled={choices.length === 0}
      />
    </Stack>
  )
}
