import { Alert, Anchor, Card, Center, Tabs, Title } from '@mantine/core'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { getSupabase } from '@/backend/supabase-client.ts'
import { RecoveryForm } from '../components/RecoveryForm.tsx'
import { SignInForm } from '../components/SignInForm.tsx'
import { SignUpForm } from '../components/SignUpForm.tsx'
import { authUi } from '../session/auth-ui.store.ts'
import { useAuthView } from '../useAuthView.ts'
import { useConnectivity } from '@/data/shell.ts'

type Tab = 'signIn' | 'signUp'

/** An expired or reused reset link comes back with an error in the hash (implicit flow). */
function recoveryLinkFailed(): boolean {
  return /(^|[#&])error_code=/.test(window.location.hash)
}

/** One card titled Welcome with Sign In and Sign Up tabs; the recovery form on type=recovery. */
/** Focus on a field or button, or a press: not the heading a navigation focuses. */
const warmClient = (event: { target: EventTarget | null; type: string }) => {
  const control = event.target instanceof HTMLElement && event.target.matches('input, button')
  if (control || event.type === 'pointerdown') void getSupabase()
}

export function AuthPage() {
  const { t } = useTranslation('auth')
  const search = useSearch({ strict: false }) as { type?: string }
  const navigate = useNavigate()
  const { user, isAuthenticated } = useAuthView()
  const ui = useSnapshot(authUi)
  const { online } = useConnectivity()
  const [tab, setTab] = useState<Tab>(search.type === 'signup' ? 'signUp' : 'signIn')
  const [email, setEmail] = useState('')
  const recovering = isAuthenticated && (ui.recovery || search.type === 'recovery')

  return (
    <Center py="xl" px="md">
      <Card
        withBorder
        shadow="sm"
        radius="md"
        p="xl"
        w="100%"
        maw={440}
        // A visitor's page loads no supabase-js; the first touch of the form starts loading it,
        // so it is there by the time the form is sent.
        onFocusCapture={warmClient}
        onPointerDownCapture={warmClient}
      >
        <Title order={1} size="h2" ta="center" mb="md">
          {t('title')}
        </Title>
        {!online && !recovering && (
          <Alert color="yellow" mb="md">
            {t('offlineNotice')}
          </Alert>
        )}
        {ui.signedOutBecause === 'suspended' && !isAuthenticated && (
          <Alert color="red" mb="md" title={t('signedOut.suspended.title')}>
            {t('signedOut.suspended.body')}{' '}
            <Anchor component={Link} to="/contact">
              {t('signedOut.suspended.contact')}
            </Anchor>
          </Alert>
        )}
        {ui.signedOutBecause === 'sessionEnded' && !isAuthenticated && (
          <Alert color="yellow" mb="md" title={t('signedOut.sessionEnded.title')}>
            {t('signedOut.sessionEnded.body')}
          </Alert>
        )}
        {search.type === 'recovery' && !isAuthenticated && recoveryLinkFailed() && (
          <Alert color="red" mb="md">
            {t('recovery.expired')}
          </Alert>
        )}
        {recovering ? (
          <RecoveryForm
            email={user?.email ?? ''}
            onDone={() => void navigate({ to: '/auth', search: {}, replace: true })}
          />
        ) : (
          <Tabs
            keepMounted={false}
            value={tab}
            onChange={(v) => setTab(v === 'signUp' ? 'signUp' : 'signIn')}
          >
            <Tabs.List grow mb="md">
              <Tabs.Tab value="signIn">{t('tabs.signIn')}</Tabs.Tab>
              <Tabs.Tab value="signUp">{t('tabs.signUp')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="signIn">
              <SignInForm email={email} onEmail={setEmail} />
            </Tabs.Panel>
            <Tabs.Panel value="signUp">
              <SignUpForm
                email={email}
                onEmail={setEmail}
                onAlreadyRegistered={() => setTab('signIn')}
              />
            </Tabs.Panel>
          </Tabs>
        )}
      </Card>
    </Center>
  )
}
