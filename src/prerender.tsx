// Build-time entry (build/prerender.ts): renders a public page as a signed-out visitor sees it on
// a first paint, so the page shows from HTML and CSS before any JavaScript has run; main.tsx then
// hydrates it. Nothing here runs in the browser.
import { createMemoryHistory } from '@tanstack/react-router'
import { prerender } from 'react-dom/static'
import { App } from './app/App.tsx'
import { createAppRouter } from './app/router.ts'
import { paintShellWithPage } from './data/shell.ts'
import { applyAuthSession } from './features/auth/index.ts'
import { allowPrerenderedPage } from './features/crawler/index.ts'
import { i18n } from './i18n/index.ts'
import { titleIdOf } from './routes/index.ts'

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string
  /** The document title the page sets once running (useDocumentTitle). */
  title: string
}

export async function renderPage(path: string): Promise<PrerenderedPage> {
  applyAuthSession(null)
  allowPrerenderedPage()
  paintShellWithPage()
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }), {
    // The server would add scroll restoration's script, which the page's own render does not.
    scrollRestoration: false,
  })
  await router.load()
  // The server-side load leaves lazy page code to the render; load it now so nothing suspends.
  for (const match of router.state.matches) {
    await router.loadRouteChunk(router.routesById[match.routeId])
  }
  // One piece of HTML: React would otherwise move large finished sections behind a fallback and
  // reveal them with inline scripts, for streaming, which a prerendered file does not need.
  const { prelude } = await prerender(<App router={router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  const html = await new Response(prelude).text()
  const id = titleIdOf(path)
  const name = i18n.t('common:productName')
  const page = id ? i18n.t(`pages:${id}.title` as 'pages:home.title') : null
  return { html, title: page ? i18n.t('common:documentTitle', { page, name }) : name }
}
