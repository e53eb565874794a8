// Registration and profile save toasts.
import { notifications } from '@mantine/notifications'
import { i18n } from '@/i18n/index.ts'
import type { SaveOutcome } from './save-registration.ts'
import { localErrorKey } from '@/lib/local-errors.ts'

export function showSaved(outcome: SaveOutcome, kind: 'craftsman' | 'company'): void {
  const created = outcome === 'created'
  notifications.show({
    color: 'green',
    title: i18n.t(created ? 'profiles:register.savedTitle' : 'profiles:register.updatedTitle'),
    message: created
      ? i18n.t(
          kind === 'craftsman'
            ? 'profiles:register.savedCraftsman'
            : 'profiles:register.savedCompany',
        )
      : i18n.t('profiles:register.updatedMessage'),
  })
}

export function showSaveFailed(error: unknown): void {
  console.error('Saving on this device failed', error)
  notifications.show({
    color: 'red',
    title: i18n.t('profiles:register.saveFailedTitle'),
    message: i18n.t('profiles:register.saveFailed', {
      message: i18n.t(localErrorKey(error) as never),
    }),
  })
}
