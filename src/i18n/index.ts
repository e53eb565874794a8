// i18next set up once, with the typed English catalogue: the namespaces every page may need are
// bundled, those only members' pages use load when a page first asks (the page waits in its
// route's Suspense), and the French catalogue loads when first needed.
import i18next, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { enEager } from './en/eager.ts'
import type { Catalogue } from './en/index.ts'
import { englishLoaders, type LazyNamespace } from './en/lazy.ts'
import { LANGUAGE_KEY, pickLanguage, type AppLanguage } from './language.ts'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: Catalogue
  }
}

export const i18n = i18next.createInstance()

const isLazy = (ns: string): ns is LazyNamespace => ns in englishLoaders

/** Reads a namespace the bundle does not carry: English from its own chunk, French from its. */
const lazyNamespaces: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    const load =
      language === 'fr-CA'
        ? import('./fr-CA/index.ts').then(
            ({ frCA }) => frCA[namespace as keyof typeof frCA] as object | undefined,
          )
        : isLazy(namespace)
          ? englishLoaders[namespace]()
          : Promise.resolve(undefined)
    load.then(
      (texts) => done(null, texts ?? {}),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), null),
    )
  },
}

void i18n
  .use(initReactI18next)
  .use(lazyNamespaces)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'fr-CA'],
    defaultNS: 'common',
    ns: Object.keys(enEager),
    resources: { en: enEager },
    // The bundled namespaces are complete; the backend is asked only for the others.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
  })

const MANIFEST_URL = '/manifest.webmanifest'
const FRENCH_MANIFEST_URL = '/manifest.fr-CA.webmanifest'

let french: Promise<void> | null = null

/** The French catalogue, fetched once (English speakers never download it). */
function loadFrench(): Promise<void> {
  french ??= import('./fr-CA/index.ts').then(
    ({ frCA }) => {
      for (const [ns, texts] of Object.entries(frCA)) i18n.addResourceBundle('fr-CA', ns, texts)
    },
    (error: unknown) => {
      // Not cached and no network: the next switch tries again.
      french = null
      throw error
    },
  )
  return french
}

export function currentLanguage(): AppLanguage {
  return i18n.language === 'fr-CA' ? 'fr-CA' : 'en'
}

/** Speaks `language` from now on, without a reload; the device remembers it for the next start. */
export async function applyLanguage(language: AppLanguage): Promise<void> {
  if (language === 'fr-CA') await loadFrench()
  if (i18n.language !== language) await i18n.changeLanguage(language)
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language
    // Installing from a French page names the app in French (build/manifest-fr.ts).
    document
      .querySelector('link[rel="manifest"]')
      ?.setAttribute('href', language === 'fr-CA' ? FRENCH_MANIFEST_URL : MANIFEST_URL)
  }
  try {
    localStorage.setItem(LANGUAGE_KEY, language)
  } catch {
    // Storage blocked: the browser's languages decide again next time.
  }
}

/** applyLanguage for a click or a synced preference: a catalogue that cannot load (offline,
 * never fetched) leaves the current language and says so in the console. */
export function switchLanguage(language: AppLanguage): void {
  applyLanguage(language).catch((error: unknown) =>
    console.warn(`[i18n] could not switch to ${language}`, error),
  )
}

/** At start-up, before the first render: the language this device last used, else the browser's. */
export async function startLanguage(): Promise<void> {
  let saved: string | null = null
  try {
    saved = localStorage.getItem(LANGUAGE_KEY)
  } catch {
    // Storage blocked.
  }
  const language = pickLanguage(saved, typeof navigator === 'undefined' ? [] : navigator.languages)
  if (language === 'en') {
    if (typeof document !== 'undefined') document.documentElement.lang = 'en'
    return
  }
  // A catalogue that cannot load must not keep the app from starting: it starts in English.
  await applyLanguage(language).catch((error: unknown) =>
    console.warn('[i18n] the French catalogue could not load', error),
  )
}

export {
  LANGUAGES,
  LANGUAGE_NAMES,
  type AppLanguage,
  languageOfPreference,
  preferenceOf,
} from './language.ts'
