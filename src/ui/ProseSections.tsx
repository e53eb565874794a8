import { Stack, Text, Title } from '@mantine/core'

export interface ProseSection {
  heading: string
  paragraphs: readonly string[]
}

/** Long-form text (policies, terms) as headed sections. */
export function ProseSections({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <Stack gap="lg">
      {sections.map((s) => (
        <Stack key={s.heading} gap="xs" component="section">
          <Title order={2} fz="xl">
            {s.heading}
          </Title>
          {s.paragraphs.map((p) => (
            <Text key={p.slice(0, 40)}>{p}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  )
}
