import { useState } from 'react'
import { Button, Group, Select, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { defaultExpiry, EXPIRY_CHOICES, type IpListKind } from '../admin/ip-entry.ts'

interface Props {
  kind: IpListKind
  disabled: boolean
  onAdd(kind: IpListKind, ip: string, reason: string, expiryHours: number): Promise<boolean>
}

/** One list's entry form: IP, optional reason, expiry; the blacklist has no "never". */
export function IpEntryForm({ kind, disabled, onAdd }: Props) {
  const { t } = useTranslation('crawler')
  const [ip, setIp] = useState('')
  const [reason, setReason] = useState('')
  const [expiry, setExpiry] = useState(String(defaultExpiry(kind)))
  const label = (hours: number) =>
    hours === 0
      ? t('ips.never')
      : hours < 24
        ? t('ips.hours', { count: hours })
        : t('ips.days', { count: hours / 24 })
  const choices = EXPIRY_CHOICES.filter((h) => kind === 'whitelist' || h > 0)

  const submit = async () => {
    if (await onAdd(kind, ip, reason, Number(expiry))) {
      setIp('')
      setReason('')
    }
  }

  return (
    <form
      noValidate
      aria-label={t(`ips.${kind}`)}
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <Group align="end" wrap="wrap" gap="sm">
        <TextInput
          label={t('ips.ip')}
          placeholder={t('ips.ipPlaceholder')}
          value={ip}
          onChange={(e) => setIp(e.currentTarget.value)}
          maxLength={100}
          required
          w={200}
        />
        <TextInput
          label={t('ips.reason')}
          placeholder={t('ips.reasonPlaceholder')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          w={240}
        />
        <Select
          label={t('ips.expiry')}
          data={choices.map((h) => ({ value: String(h), label: label(h) }))}
          value={expiry}
          onChange={(v) => setExpiry(v ?? String(defaultExpiry(kind)))}
          allowDeselect={false}
          w={140}
        />
        <Button type="submit" disabled={disabled} color={kind === 'blacklist' ? 'red' : undefined}>
          {t(kind === 'whitelist' ? 'ips.addWhitelist' : 'ips.addBlacklist')}
        </Button>
      </Group>
    </form>
  )
}
