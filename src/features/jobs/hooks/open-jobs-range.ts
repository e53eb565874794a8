// The range Find Jobs shows first: the newest open jobs over the (status, sort_desc) index. Without
// imports, so the entry's first module can start reading it (src/app/early-peek.ts).
export const PREVIEW_SIZE = 30

export const NEWEST_OPEN_JOBS = {
  collection: 'jobs',
  index: ['status', 'sort_desc'],
  equals: ['open'],
  limit: PREVIEW_SIZE,
} as const
