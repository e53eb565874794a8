// How a document is named in the outbox view: the text of the column its definition names.

/** The label column's text, short enough for a list line ('' when there is none). */
export function labelOf(row: Record<string, unknown>, column: string | undefined): string {
  const value = column ? row[column] : undefined
  return typeof value === 'string' ? value.slice(0, 80) : ''
}
