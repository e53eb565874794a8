// GET /_dev/mail (JSON, newest first, `?to=` filter) and /_dev/mail.html (the same for a person,
// with clickable links) so confirmation and recovery links can be followed without real email.
import type { Handler } from '../types.ts'
import { renderMailPage } from './page.ts'

export const mailHandler: Handler = async (req, ctx) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return Response.json(
      { message: `Method ${req.method} not allowed` },
      { status: 405, headers: { allow: 'GET, HEAD' } },
    )
  }
  const url = new URL(req.url)
  const to = url.searchParams.get('to')?.trim() || undefined
  const mails = await ctx.mail.list(to)
  if (url.pathname.endsWith('.html')) {
    return new Response(renderMailPage(mails, to), {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        // Only our own inline styles: no script runs on a page that shows message contents.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'cache-control': 'no-store',
      },
    })
  }
  return Response.json(mails, { headers: { 'cache-control': 'no-store' } })
}
