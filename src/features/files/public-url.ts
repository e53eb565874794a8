// Where a public bucket's object is served (Storage's public route, cached by the service worker
// for offline viewing: sw/sw-rules.ts isCacheableImage).
import { env } from '@/env.ts'

export function publicFileUrl(bucket: string, path: string): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/')
  return `${env.VITE_SUPABASE_URL}/storage/v1/object/public/${encodeURIComponent(bucket)}/${encoded}`
}
