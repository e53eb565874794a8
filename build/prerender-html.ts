// Puts a prerendered page into the built index.html (build/prerender.ts). The same file is the
// app's shell for every other path (the server's and the service worker's fallback), so a small
// inline script runs before the first paint and empties the page when it is not the one the
// browser asked for, or when the visitor is someone signed in; the app then renders as usual.

const ROOT = '<div id="root"></div>'

/** Matches supabase-js's session key (`sb-<host>-auth-token`) whatever the backend's host. */
const SESSION_KEY = String.raw`/^sb-.+-auth-token$/`

/** The replica's modulepreload links (vite.replica-preload.ts marks them). */
const REPLICA_PRELOAD = /<link rel="modulepreload"[^>]*data-replica[^>]*>\s*/g

export function replicaPreloads(html: string): string[] {
  return [...html.matchAll(REPLICA_PRELOAD)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? '')
}

function keepScript(path: string, preloads: readonly string[]): string {
  // A public page a visitor reads needs no replica; anything else preloads its code as before.
  // Until the app has taken the page over (main.tsx removes data-prerendered), a form's submit
  // is held: the browser's own would put the fields, a password too, in the URL. The app sends
  // it once it has the page (src/app/typed-before-hydration.ts).
  return `<script>(function(){var r=document.getElementById('root'),m=false;try{m=Object.keys(localStorage).some(function(k){return ${SESSION_KEY}.test(k)})}catch(e){}var own=location.pathname===${JSON.stringify(path)}&&!location.search&&!/(access_token|error)=/.test(location.hash);if(own&&!m){document.addEventListener('submit',function(e){var p=document.getElementById('root');if(p&&p.hasAttribute('data-prerendered')){e.preventDefault();p.heldSubmit={form:e.target,submitter:e.submitter}}},true);return}r.replaceChildren();r.removeAttribute('data-prerendered');${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})()</script>`
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The built index.html with `page` inside #root for `path`, titled `title`. */
export function withPrerenderedPage(
  template: string,
  path: string,
  page: { html: string; title: string },
): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`)
  const preloads = replicaPreloads(template)
  return template
    .replace(REPLICA_PRELOAD, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      ROOT,
      () =>
        `<div id="root" data-prerendered="${escapeHtml(path)}">${page.html}</div>${keepScript(path, preloads)}`,
    )
}

/** Where the page's file goes in the build: `/` is index.html, `/pricing` is pricing.html. */
export function prerenderedFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}
