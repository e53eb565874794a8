// Score badge style (spec section 9): 200 or more destructive, 100 or more default, else muted.
export type ScoreTone = 'destructive' | 'default' | 'secondary'

export function scoreTone(score: number): ScoreTone {
  if (score >= 200) return 'destructive'
  if (score >= 100) return 'default'
  return 'secondary'
}
