// The person's API keys (and their organizations'), read online; creating answers the key once.
import { useCallback } from 'react'
import { createApiKey, fetchMyApiKeys, revokeApiKey } from '@/backend/integrations-api.ts'
import { i18n } from '@/i18n/index.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'
import { expiryFrom, organizationOf, type ApiKeyForm } from '../forms.ts'
import { createdKey, parseApiKeys, type ApiKeyRow } from '../integration-rows.ts'
import { showDone, showRefusal } from '../refusal.ts'

export function useApiKeys(enabled: boolean) {
  const read = useCallback(async () => {
    const result = await fetchMyApiKeys()
    if (!result.ok) throw new Error(result.error.message)
    return parseApiKeys(result.value)
  }, [])
  const view = useRemoteRead(enabled, read, 'Your API keys')
  const { refresh } = view

  /** The new key's full text, or null when the server refused (a toast says why). */
  const create = useCallback(
    async (form: ApiKeyForm): Promise<string | null> => {
      const result = await createApiKey({
        name: form.name.trim(),
        scopes: form.scopes,
        organizationId: organizationOf(form.owner),
        expiresAt: expiryFrom(form.expiry),
      })
      if (!result.ok) {
        void showRefusal('keys.notCreated', result.error.message)
        return null
      }
      await refresh()
      return createdKey.parse(result.value).key
    },
    [refresh],
  )

  const revoke = useCallback(
    async (key: ApiKeyRow) => {
      const result = await revokeApiKey(key.id)
      if (result.ok)
        showDone(
          'keys.revokedToast',
          i18n.t('integrations:keys.revokedMessage', { name: key.name }),
        )
      else void showRefusal('keys.notRevoked', result.error.message)
      await refresh()
    },
    [refresh],
  )

  return { ...view, create, revoke }
}
