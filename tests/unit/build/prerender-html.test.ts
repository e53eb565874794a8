// Issue 41: public pages are prerendered into the built index.html (build/prerender-html.ts). The
// same file is the shell for every other path, so its inline script must keep the page only for
// the path it was rendered for, and only for a visitor; the replica's preloads come back for
// everyone else. The app's code is requested by that script, after the first paint on a
// visitor's page, so the browser paints it before downloading any JavaScript.
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  appCodeOf,
  prerenderedFileName,
  withPrerenderedPage,
} from '../../../build/prerender-html.ts'

const TEMPLATE = `<!doctype html><html lang="en"><head><title>CraftLink</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/database-1.js" data-replica>
<link rel="modulepreload" crossorigin href="/assets/storage-1.js" data-replica>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
</head><body><div id="root"></div></body></html>`

const PAGE = { html: '<h1>Pricing Plans</h1>', title: 'Pricing Plans · CraftLink' }

/** Frames the page would paint: the inline script waits for one before loading the app. */
let frames: FrameRequestCallback[] = []

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
  frames = []
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f))
  const script = parsed.body.querySelector('script:not([type])')?.textContent ?? ''
  new Function(script)()
  const doc = document
  const root = doc.getElementById('root')!
  /** What the page has asked the browser to load so far. */
  const code = () => ({
    entry: [...doc.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
    preloads: [...doc.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    ),
  })
  return { doc, root, code }
}

/** The browser paints, then runs what waited for the paint. */
function paint() {
  vi.useFakeTimers()
  frames.forEach((f) => f(0))
  vi.runAllTimers()
  vi.useRealTimers()
}

afterEach(() => vi.unstubAllGlobals())

describe('withPrerenderedPage', () => {
  it('puts the page in #root, titles it, and names no code the browser would fetch first', () => {
    const html = withPrerenderedPage(TEMPLATE, '/pricing', PAGE)
    expect(html).toContain(
      '<div id="root" data-prerendered="/pricing"><h1>Pricing Plans</h1></div>',
    )
    expect(html).toContain('<title>Pricing Plans · CraftLink</title>')
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/)
    const code = {
      entry: '/assets/index-1.js',
      preloads: ['/assets/react-1.js'],
      replica: ['/assets/database-1.js', '/assets/storage-1.js'],
    }
    expect(appCodeOf(TEMPLATE)).toEqual(code)
    // The bench and a second build read the same list from the prerendered file.
    expect(appCodeOf(html)).toEqual(code)
  })

  it("loads a visitor's page's code once the page has painted, with no replica or preloads", () => {
    const { root, code } = open('/pricing')
    expect(root.dataset['prerendered']).toBe('/pricing')
    expect(root.innerHTML).toBe('<h1>Pricing Plans</h1>')
    expect(code()).toEqual({ entry: [], preloads: [] })
    paint()
    // The entry's own imports fetch its chunks: no preload link costs the showing page anything.
    expect(code()).toEqual({ entry: ['/assets/index-1.js'], preloads: [] })
  })

  it("loads a visitor's page's code when the browser reports the first contentful paint", () => {
    const observers: Array<(list: { getEntriesByName(name: string): unknown[] }) => void> = []
    class PaintObserver {
      static supportedEntryTypes = ['paint']
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback)
      }
      observe() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver)
    const { code } = open('/pricing')
    expect(observers).toHaveLength(1)
    observers[0]!({ getEntriesByName: () => [] })
    expect(code().entry).toEqual([])
    observers[0]!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })
    expect(code().entry).toEqual(['/assets/index-1.js'])
    // A second report loads nothing twice.
    observers[0]!({ getEntriesByName: () => [{}] })
    expect(code().entry).toEqual(['/assets/index-1.js'])
  })

  it('adds the preload links a few per task, the entry first', () => {
    const many = Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`)
    const template = TEMPLATE.replace(
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
      many.map((h) => `<link rel="modulepreload" crossorigin href="${h}">`).join('\n'),
    )
    const html = withPrerenderedPage(template, '/pricing', PAGE)
    history.replaceState(null, '', '/jobs')
    const parsed = new DOMParser().parseFromString(html, 'text/html')
    document.head.innerHTML = parsed.head.innerHTML
    document.body.innerHTML = parsed.body.innerHTML
    vi.useFakeTimers()
    new Function(parsed.body.querySelector('script:not([type])')?.textContent ?? '')()
    const links = () => document.querySelectorAll('link[rel="modulepreload"]').length
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
      '/assets/index-1.js',
    )
    expect(links()).toBeGreaterThan(0)
    expect(links()).toBeLessThan(many.length)
    vi.runAllTimers()
    vi.useRealTimers()
    expect(links()).toBe(many.length + 2)
  })

  it('loads the code at once in a tab opened in the background (it paints nothing yet)', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const { code } = open('/pricing')
    expect(code().entry).toEqual(['/assets/index-1.js'])
    vi.restoreAllMocks()
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
  ])('empties #root and loads the app with the replica at once for %s', (_, url, storage) => {
    const { root, code } = open(url, storage)
    expect(root.childNodes).toHaveLength(0)
    expect(root.hasAttribute('data-prerendered')).toBe(false)
    expect(code()).toEqual({
      entry: ['/assets/index-1.js'],
      preloads: ['/assets/react-1.js', '/assets/database-1.js', '/assets/storage-1.js'],
    })
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

  it("holds a visitor's press of a button until the app has taken the page over", () => {
    const { doc, root } = open('/pricing')
    root.innerHTML =
      '<button type="button" aria-label="Open menu"><svg></svg></button>' +
      '<form><button>Sign In</button></form>'
    const press = (target: Element) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true })
      target.dispatchEvent(event)
      return event.defaultPrevented
    }
    const menu = doc.querySelector('button[type="button"]')!
    expect(press(menu.querySelector('svg')!)).toBe(true)
    expect((root as HTMLElement & { heldClick?: Element }).heldClick).toBe(menu)
    // A form's button sends the form: its submit is what is held.
    expect(press(doc.querySelector('form button')!)).toBe(false)
    root.removeAttribute('data-prerendered')
    expect(press(menu)).toBe(false)
  })

  it('escapes the title and refuses a template without the root element', () => {
    const html = withPrerenderedPage(TEMPLATE, '/help', { html: '', title: 'A <b> & "c"' })
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>')
    expect(() => withPrerenderedPage('<html></html>', '/help', PAGE)).toThrow(/no <div id="root">/)
    expect(() => appCodeOf('<html><div id="root"></div></html>')).toThrow(/no module entry/)
  })

  it('names the files the server serves for each path', () => {
    expect(prerenderedFileName('/')).toBe('index.html')
    expect(prerenderedFileName('/pricing')).toBe('pricing.html')
  })
})
