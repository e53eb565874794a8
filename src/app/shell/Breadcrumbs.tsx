import { Anchor, Breadcrumbs as MantineBreadcrumbs, Container, Text } from '@mantine/core'
import { IconHome } from '@tabler/icons-react'
import { Link, useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { breadcrumbsFor } from '@/lib/breadcrumbs.ts'
import { titleIdOf } from '@/routes/index.ts'
import { usePageName } from '@/ui/page-name.ts'

/**
 * Home icon plus one crumb per path segment; hidden on /; the last crumb is not a link. A page at
 * an id (a job, a member) gives the last crumb its name: the job's title, the person's name.
 */
export function Breadcrumbs() {
  const { t } = useTranslation(['shell', 'pages'])
  const { pathname } = useLocation()
  const pageName = usePageName(pathname)
  const crumbs = breadcrumbsFor(pathname, titleIdOf)
  if (crumbs.length === 0) return null
  return (
    <Container size="xl" pt="sm" w="100%" component="nav" aria-label={t('shell:breadcrumb')}>
      <MantineBreadcrumbs separatorMargin={6}>
        <Anchor component={Link} to="/" aria-label={t('shell:breadcrumbHome')} display="flex">
          <IconHome size={16} />
        </Anchor>
        {crumbs.map((crumb) => {
          const label =
            !crumb.isLink && pageName
              ? pageName
              : crumb.titleKey
                ? t(`pages:${crumb.titleKey}.title` as 'pages:home.title')
                : crumb.fallback
          return crumb.isLink ? (
            // Exact: a parent crumb is not the current page (only the last crumb says so).
            <Anchor
              key={crumb.path}
              component={Link}
              to={crumb.path}
              activeOptions={{ exact: true }}
              size="sm"
            >
              {label}
            </Anchor>
          ) : (
            <Text key={crumb.path} size="sm" aria-current="page">
              {label}
            </Text>
          )
        })}
      </MantineBreadcrumbs>
    </Container>
  )
}
