import { useEffect, useState } from 'react'
import { fetchContacts, type ContactDetails } from '@/backend/contacts-api.ts'
import { useConnectivity } from '@/data/shell.ts'

export interface ContactsView {
  /** What the server lets the viewer see; null when none, not allowed, or not read yet. */
  contacts: ContactDetails | null
  /** Reads them again (after the owner saved a change). */
  reload: () => void
}

/**
 * A person's contact details, read from the server where a page shows them (they are not in
 * the replica): read again when the device comes back online. Nothing is kept after the page,
 * so another account on this device never sees them.
 */
export function useContacts(userId: string): ContactsView {
  const { online } = useConnectivity()
  const [read, setRead] = useState<{ userId: string; contacts: ContactDetails | null } | null>(null)
  const [round, setRound] = useState(0)
  useEffect(() => {
    if (!online) return
    let current = true
    void fetchContacts(userId).then((result) => {
      if (current && result.ok) setRead({ userId, contacts: result.value })
    })
    return () => {
      current = false
    }
  }, [userId, online, round])
  return {
    contacts: read?.userId === userId ? read.contacts : null,
    reload: () => setRound((r) => r + 1),
  }
}
