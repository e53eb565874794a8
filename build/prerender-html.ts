// Puts a prerendered page into the built index.html (build/prerender.ts). The same file is the
// app's shell for every other path (the server's and the service worker's fallback), so a small
// inline script runs before the first paint and empties the page when it is not the one the
// browser asked for, or when the visitor is someone signed in or reads French (the prerendered
// pages are English); the app then renders as usual.
//
// The app's code is not named in the head either: the browser would fetch every chunk before
// painting the page a visitor came to read. The inline script asks for it instead, at once for
// the app shell, and for a visitor's page once the page has painted.

import { PAGE_IS_FRENCH_JS } from '../src/i18n/language.ts'

const ROOT = '<div id="root"></div>'

/** Matches supabase-js's session key (`sb-<host>-auth-token`) whatever the backend's host. */
const SESSION_KEY = String.raw`/^sb-.+-auth-token$/`

const ENTRY = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/
const PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g

/** The app's code as index.html names it: the entry and the chunks preloaded with it. */
export interface AppCode {
  entry: string
  /** Preloaded for everyone. */
  preloads: string[]
  /** The replica's chunks (build/replica-preload.ts marks them): not for a visitor's page. */
  replica: string[]
}

/** Preload links added per task (see keepScript). */
const PRELOADS_PER_TASK = 8

/** Where the prerendered files list the app's code (the bench reads it too). */
export const APP_CODE_ID = 'craftlink-app-code'

export function appCodeOf(html: string): AppCode {
  const entry = ENTRY.exec(html)?.[1]
  if (entry) {
    const links = [...html.matchAll(PRELOAD)].map((m) => m[0])
    const href = (link: string) => /href="([^"]+)"/.exec(link)?.[1] ?? ''
    return {
      entry,
      preloads: links.filter((l) => !l.includes('data-replica')).map(href),
      replica: links.filter((l) => l.includes('data-replica')).map(href),
    }
  }
  const data = new RegExp(`<script type="application/json" id="${APP_CODE_ID}">([^<]*)</script>`)
  const listed = data.exec(html)?.[1]
  if (!listed) throw new Error('index.html names no module entry')
  return JSON.parse(listed) as AppCode
}

function keepScript(path: string): string {
  // A public page a visitor reads needs no replica, nor preload links: each link costs the main
  // thread a millisecond or more while the page is already showing, and the entry's own imports
  // fetch the same chunks. The app loads once the browser reports the first contentful paint (a
  // frame after it where paint timing is missing); a tab opened in the background paints nothing
  // until shown, so it loads the app at once. Anything else loads the app at once, preloads and
  // replica included, a few links per task.
  // Until the app has taken the page over (main.tsx removes data-prerendered), a form's submit
  // is held: the browser's own would put the fields, a password too, in the URL. So is a press
  // of a button (the menu, search), which does nothing before the app. The app sends the form
  // and presses the button once it has the page (src/app/typed-before-hydration.ts).
  return `<script>(function(){var r=document.getElementById('root'),c=JSON.parse(document.getElementById('${APP_CODE_ID}').textContent),m=false;try{m=Object.keys(localStorage).some(function(k){return ${SESSION_KEY}.test(k)})}catch(e){}if(${PAGE_IS_FRENCH_JS}){m=true;document.documentElement.lang='fr-CA'}function load(list){var s=document.createElement('script'),i=0;s.type='module';s.crossOrigin='';s.src=c.entry;document.head.appendChild(s);(function more(){var f=document.createDocumentFragment();list.slice(i,i+=${PRELOADS_PER_TASK}).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;f.appendChild(l)});document.head.appendChild(f);if(i<list.length)setTimeout(more,0)})()}var own=location.pathname===${JSON.stringify(path)}&&!location.search&&!/(access_token|error)=/.test(location.hash);if(own&&!m){document.addEventListener('submit',function(e){var p=document.getElementById('root');if(p&&p.hasAttribute('data-prerendered')){e.preventDefault();p.heldSubmit={form:e.target,submitter:e.submitter}}},true);document.addEventListener('click',function(e){var p=document.getElementById('root'),b=e.target instanceof Element&&e.target.closest('button');if(p&&p.hasAttribute('data-prerendered')&&b&&b.type!=='submit'&&p.contains(b)){e.preventDefault();p.heldClick=b}},true);var done=false,go=function(){if(!done){done=true;load([])}};if(document.visibilityState==='hidden')go();else if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0)new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(go,0)});return}r.replaceChildren();r.removeAttribute('data-prerendered');load(c.preloads.concat(c.replica))})()</script>`
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON inside a script element: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The built index.html with `page` inside #root for `path`, titled `title`. */
export function withPrerenderedPage(
  template: string,
  path: string,
  page: { html: string; title: string },
): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`)
  const code = appCodeOf(template)
  return template
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      ROOT,
      () =>
        `<div id="root" data-prerendered="${escapeHtml(path)}">${page.html}</div>` +
        `<script type="application/json" id="${APP_CODE_ID}">${scriptJson(code)}</script>` +
        keepScript(path),
    )
}

/** Where the page's file goes in the build: `/` is index.html, `/pricing` is pricing.html. */
export function prerenderedFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}
