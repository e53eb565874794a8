// The crawler protection's figures for the admin page's glance (the same function call as the
// crawler screen's stat cards).
import { fetchCrawlerStats, type CrawlerStats } from '@/backend/crawler-api.ts'
import { useRemoteRead, type RemoteRead } from '@/lib/remote-read.ts'

async function readStats(): Promise<CrawlerStats> {
  const result = await fetchCrawlerStats()
  if (!result.ok) throw new Error(result.message)
  return result.value
}

export function useCrawlerGlance(enabled: boolean): RemoteRead<CrawlerStats> {
  return useRemoteRead(enabled, readStats, 'Crawler protection figures')
}
