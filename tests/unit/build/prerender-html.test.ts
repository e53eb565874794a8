// Issue 41: public pages are prerendered into the built index.html (build/prerender-html.ts). The
// same file is the shell for every other path, so its inline script must keep the page only for
// the path it was rendered for, and only for a visitor; the replica's preloads come back for
// everyone else.
import { describe, expect, it } from 'vitest'
import {
  prerenderedFileName,
  replicaPreloads,
  withPrerenderedPage,
} from '../../../build/prerender-html.ts'

const TEMPLATE = `<!doctype html><html lang="en"><head><title>CraftLink</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/database-1.js" data-replica>
<link rel="modulepreload" crossorigin href="/assets/storage-1.js" data-replica>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
</head><body><div id="root"></div></body></html>`

const PAGE = { html: '<h1>Pricing Plans</h1>', title: 'Pricing Plans · CraftLink' }

/** Puts the built page in this (jsdom) document at `url` and runs its inline script, as a
 * browser would before the first paint. */
function open(url: string, storage: Record<string, string> = {}) {
  const html = withPrerenderedPage(TEMPLATE, '/pricing', PAGE)
  localStorage.clear()
  for (const [k, v] of Object.entries(storage)) localStorage.setItem(k, v)
  history.replaceState(null, '', url)
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  document.head.innerHTML = parsed.head.innerHTML
  document.body.innerHTML = parsed.body.innerHTML
  const script = parsed.body.querySelector('script')?.textContent ?? ''
  new Function(script)()
  const doc = document
  const root = doc.getElementById('root')!
  const preloads = [...doc.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  )
  return { doc, root, preloads }
}

describe('withPrerenderedPage', () => {
  it('puts the page in #root, titles it, and takes the replica preloads out', () => {
    const html = withPrerenderedPage(TEMPLATE, '/pricing', PAGE)
    expect(html).toContain(
      '<div id="root" data-prerendered="/pricing"><h1>Pricing Plans</h1></div>',
    )
    expect(html).toContain('<title>Pricing Plans · CraftLink</title>')
    expect(replicaPreloads(html)).toEqual([])
    expect(html).toContain('href="/assets/react-1.js"')
    expect(replicaPreloads(TEMPLATE)).toEqual(['/assets/database-1.js', '/assets/storage-1.js'])
  })

  it('keeps the page for a visitor at its own path, with no replica preload', () => {
    const { root, preloads } = open('/pricing')
    expect(root.dataset['prerendered']).toBe('/pricing')
    expect(root.innerHTML).toBe('<h1>Pricing Plans</h1>')
    expect(preloads).toEqual(['/assets/react-1.js'])
  })

  it.each([
    ['another path (the file served as the app shell)', '/jobs', {}],
    ['a query the page would render differently', '/pricing?plan=pro', {}],
    ['a sign-in link callback', '/pricing#access_token=x&type=magiclink', {}],
    [
      'someone signed in on this device',
      '/pricing',
      { 'sb-127-auth-token': '{"access_token":"x"}' },
    ],
  ])('empties #root and preloads the replica for %s', (_, url, storage) => {
    const { root, preloads } = open(url, storage)
    expect(root.childNodes).toHaveLength(0)
    expect(root.hasAttribute('data-prerendered')).toBe(false)
    expect(preloads).toEqual([
      '/assets/react-1.js',
      '/assets/database-1.js',
      '/assets/storage-1.js',
    ])
  })

  it("holds a visitor's form until the app has taken the page over", () => {
    const { doc, root } = open('/pricing')
    root.innerHTML = '<form><input name="password" value="secret"></form>'
    const submit = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true })
      doc.querySelector('form')!.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(submit()).toBe(true)
    // Held for the app to send once it has the page (src/app/typed-before-hydration.ts).
    expect((root as HTMLElement & { heldSubmit?: { form: unknown } }).heldSubmit?.form).toBe(
      doc.querySelector('form'),
    )
    root.removeAttribute('data-prerendered')
    expect(submit()).toBe(false)
  })

  it('escapes the title and refuses a template without the root element', () => {
    const html = withPrerenderedPage(TEMPLATE, '/help', { html: '', title: 'A <b> & "c"' })
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>')
    expect(() => withPrerenderedPage('<html></html>', '/help', PAGE)).toThrow(/no <div id="root">/)
  })

  it('names the files the server serves for each path', () => {
    expect(prerenderedFileName('/')).toBe('index.html')
    expect(prerenderedFileName('/pricing')).toBe('pricing.html')
  })
})
