import { Button, Group, Radio, Stack, Switch, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import type { PreferencesView } from '../hooks/usePreferences.ts'
import { SKILL_LEVELS, readList, type SkillLevel } from '../settings-rules.ts'
import { FavoriteActions } from './FavoriteActions.tsx'
import { Section } from './Section.tsx'

/** Skill level, advanced features (with the spec's toasts), dismissed tips, favourites. */
export function NavigationSection({
  view,
  onError,
}: {
  view: PreferencesView
  onError: (e: unknown) => void
}) {
  const { t } = useTranslation('settings')
  const { prefs, update } = view
  const dismissed = readList(prefs.dismissed_tooltips).length

  const setAdvanced = async (on: boolean) => {
    try {
      await update({ show_advanced_features: on })
      notifications.show({
        color: on ? 'green' : 'gray',
        title: t(on ? 'navigation.advancedOnTitle' : 'navigation.advancedOffTitle'),
        message: t(on ? 'navigation.advancedOnMessage' : 'navigation.advancedOffMessage'),
      })
    } catch (e) {
      onError(e)
    }
  }

  const resetTips = async () => {
    try {
      await update({ dismissed_tooltips: '[]' })
      notifications.show({
        title: t('navigation.tipsResetTitle'),
        message: t('navigation.tipsResetMessage'),
      })
    } catch (e) {
      onError(e)
    }
  }

  return (
    <Section id="settings-navigation" title={t('navigation.title')}>
      <Radio.Group
        label={t('navigation.skillLevel')}
        description={t('navigation.skillHint')}
        value={prefs.skill_level}
        onChange={(v) => void update({ skill_level: v as SkillLevel }).catch(onError)}
      >
        <Group mt="xs">
          {SKILL_LEVELS.map((level) => (
            <Radio key={level} value={level} label={t(`navigation.levels.${level}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Switch
        label={t('navigation.advanced')}
        description={t('navigation.advancedHint')}
        checked={prefs.show_advanced_features}
        onChange={(e) => void setAdvanced(e.currentTarget.checked)}
      />
      <Stack gap={4}>
        <Text fw={600}>{t('navigation.tipsLabel')}</Text>
        <Group>
          <Text size="sm" data-testid="dismissed-tips">
            {dismissed === 0
              ? t('navigation.tipsNone')
              : t('navigation.tips', { count: dismissed })}
          </Text>
          <Button
            variant="light"
            size="xs"
            disabled={dismissed === 0}
            onClick={() => void resetTips()}
          >
            {t('navigation.resetTips')}
          </Button>
        </Group>
      </Stack>
      <FavoriteActions view={view} onError={onError} />
    </Section>
  )
}
