// GET /_dev/mail (JSON, newest first, `?to=` filter) and /_dev/mail.html (the same for a person,
// with clickable links) so confirmation and recovery links can be followed without real email.
// Development mode only (config.devMail), and never with CORS headers: the messages hold reset
// links and codes, so a page on another origin must not be able to read them.
import { withoutCors } from '../http/cors.ts'
import type { Handler } from '../types.ts'
import { renderMailPage } from './page.ts'

/** The mailbox's paths; the server sends no CORS preflight answer for them either. */
export const isDevMailPath = (pathname: string): boolean =>
  pathname === '/_dev/mail' || pathname === '/_dev/mail.html'

export const mailHandler: Handler = async (req, ctx) => withoutCors(await answer(req, ctx))

const answer: Handler = async (req, ctx) => {
  if (!ctx.config.devMail) {
    return Response.json(
      { message: 'The dev mailbox is off (SUPABASE_LOCAL_DEV_MAIL=true turns it on)' },
      { status: 404 },
    )
  }
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
