import { Badge } from '@mantine/core'
import { scoreTone } from '../admin/score-badge.ts'

const STYLE = {
  destructive: { color: 'red', variant: 'filled' },
  default: { color: 'blue', variant: 'filled' },
  secondary: { color: 'gray', variant: 'light' },
} as const

export function ScoreBadge({ score }: { score: number }) {
  const tone = scoreTone(score)
  return (
    <Badge {...STYLE[tone]} data-tone={tone}>
      {score}
    </Badge>
  )
}
