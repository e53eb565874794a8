import { Center, Loader } from '@mantine/core'

/** The spinner shown while auth, onboarding status or a page's code loads. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center mih="50vh" role="status" aria-live="polite" aria-label={label}>
      <Loader />
    </Center>
  )
}
