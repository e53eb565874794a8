import { Alert, Badge, Card, Code, Group, List, Stack, Text, Title } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { env } from '@/env.ts'
import {
  API_ENDPOINTS,
  API_PAGE_LIMIT,
  apiBase,
  CURRENT_API_VERSION,
  type ReferenceTarget,
} from '../api-reference.ts'

/** The API's endpoints with examples, and how to verify a webhook's signature. */
export function ApiReference({ target }: { target: ReferenceTarget }) {
  const { t } = useTranslation('integrations')
  const base = apiBase(env.VITE_SUPABASE_URL)
  const chosen = useRef<HTMLDivElement>(null)
  const chosenId = target.kind === 'endpoint' ? target.endpoint.id : null
  useEffect(() => {
    chosen.current?.scrollIntoView({ block: 'start' })
  }, [chosenId])
  return (
    <Stack gap="md">
      {target.kind === 'unknownVersion' ? (
        <Alert color="yellow">
          {t('reference.unknownVersion', { version: target.version, current: CURRENT_API_VERSION })}
        </Alert>
      ) : null}
      {target.kind === 'unknownEndpoint' ? (
        <Alert color="yellow">
          {t('reference.unknownEndpoint', {
            version: CURRENT_API_VERSION,
            endpoint: target.endpoint,
          })}
        </Alert>
      ) : null}
      <Text size="sm">
        {t('reference.intro', { version: CURRENT_API_VERSION, limit: API_PAGE_LIMIT })}
      </Text>
      {API_ENDPOINTS.map((endpoint) => (
        <Card
          key={endpoint.id}
          withBorder
          padding="sm"
          ref={endpoint.id === chosenId ? chosen : undefined}
          data-testid={`endpoint-${endpoint.id}`}
          bd={
            endpoint.id === chosenId ? '2px solid var(--mantine-primary-color-filled)' : undefined
          }
        >
          <Stack gap={6}>
            <Group gap="xs">
              <Badge variant="light">GET</Badge>
              <Title order={3} size="h5">
                <Code>
                  /v{CURRENT_API_VERSION}/{endpoint.id}
                </Code>
              </Title>
              <Badge variant="outline" color="gray" size="sm">
                {endpoint.scope
                  ? t('reference.scope', { scope: endpoint.scope })
                  : t('reference.noScope')}
              </Badge>
            </Group>
            <Text size="sm">{t(`reference.endpoint.${endpoint.id}`)}</Text>
            {endpoint.params.length > 0 ? (
              <>
                <Text size="sm" fw={600}>
                  {t('reference.parameters')}
                </Text>
                <List size="sm" spacing={2}>
                  {endpoint.params.map((param) => (
                    <List.Item key={param}>
                      <Code>{param}</Code> {t(`reference.param.${param}` as never)}
                    </List.Item>
                  ))}
                </List>
              </>
            ) : null}
            <Text size="sm" fw={600}>
              {t('reference.example')}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {`curl -H "Authorization: Bearer $CRAFTLINK_API_KEY" \\\n  "${base}${endpoint.example}"`}
            </Code>
          </Stack>
        </Card>
      ))}
      <Stack gap={6}>
        <Title order={3} size="h4">
          {t('reference.signatureTitle')}
        </Title>
        <Text size="sm">{t('reference.signatureBody')}</Text>
        <Code block style={{ whiteSpace: 'pre-wrap' }}>
          {SIGNATURE_EXAMPLE}
        </Code>
      </Stack>
    </Stack>
  )
}

const SIGNATURE_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto'

function verify(body, header, secret) {
  const { t, v1 } = Object.fromEntries(header.split(',').map((p) => p.split('=')))
  const expected = createHmac('sha256', secret).update(\`\${t}.\${body}\`).digest('hex')
  const fresh = Math.abs(Date.now() / 1000 - Number(t)) < 300
  return fresh && v1.length === expected.length &&
    timingSafeEqual(Buffer.from(v1), Buffer.from(expected))
}`
