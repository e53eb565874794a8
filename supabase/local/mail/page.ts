// The dev mailbox as a page for people: newest first, every link clickable.
import type { SentMail } from '../types.ts'

export const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** Escapes the text and turns its http(s) URLs into links. */
function linkify(text: string): string {
  let out = ''
  let last = 0
  for (const m of text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = m[0]
    out +=
      escapeHtml(text.slice(last, m.index)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`
    last = m.index + url.length
  }
  return out + escapeHtml(text.slice(last))
}

function renderMail(mail: SentMail): string {
  const when = new Date(mail.created_at)
  const whenText = Number.isNaN(when.getTime())
    ? mail.created_at
    : when.toLocaleString('en-CA', { timeZone: 'UTC' }) + ' UTC'
  const buttons = mail.links
    .map(
      (link) =>
        `<a class="button" href="${escapeHtml(link)}">Open link</a> <code>${escapeHtml(link)}</code>`,
    )
    .join('<br>')
  return `<article>
  <header><h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <a href="?to=${encodeURIComponent(mail.to)}">${escapeHtml(mail.to)}</a> · <time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(whenText)}</time></p></header>
  <pre>${linkify(mail.text)}</pre>
  ${buttons ? `<p class="links">${buttons}</p>` : ''}
</article>`
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1rem; color: #1a1b1e; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.1rem; margin: 0; }
  article { border: 1px solid #ced4da; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  .meta { color: #495057; margin: .25rem 0 .5rem; font-size: .9rem; }
  pre { white-space: pre-wrap; word-break: break-all; background: #f8f9fa; padding: .75rem; border-radius: 6px; }
  .button { display: inline-block; background: #1c7ed6; color: #fff; padding: .3rem .8rem; border-radius: 6px; text-decoration: none; }
  code { font-size: .8rem; word-break: break-all; color: #495057; }
  form { display: flex; gap: .5rem; } input { flex: 1; padding: .35rem; font: inherit; }
`

export function renderMailPage(mails: SentMail[], to: string | undefined): string {
  const title = to ? `Mail to ${to}` : 'All mail'
  const body =
    mails.length === 0
      ? `<p>No mail${to ? ` to ${escapeHtml(to)}` : ''} yet. Sign-up confirmations and password resets appear here.</p>`
      : mails.map(renderMail).join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · ${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><h1>Dev mailbox: ${escapeHtml(title)} (${mails.length})</h1>
<form method="get"><label for="to">Recipient</label><input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}" placeholder="someone@example.com">
<button type="submit">Filter</button> <a href="mail.html">Show all</a> <a href="mail">JSON</a></form>
${body}
</body></html>`
}
