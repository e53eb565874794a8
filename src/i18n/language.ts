// Which language the app speaks: the user's choice (saved in their preferences, synced, and kept
// on the device for the next start), else the browser's languages, else English.

export const LANGUAGES = ['en', 'fr-CA'] as const
export type AppLanguage = (typeof LANGUAGES)[number]

/** Each language's name in itself, as language pickers show them. */
export const LANGUAGE_NAMES: Record<AppLanguage, string> = { en: 'English', 'fr-CA': 'Français' }

/** The last language applied on this device (read before the first paint, by index.html too). */
export const LANGUAGE_KEY = 'craftlink_language'

/** The first of the browser's languages the app speaks decides; English otherwise. */
export function pickLanguage(saved: string | null, browser: readonly string[]): AppLanguage {
  if (saved === 'en' || saved === 'fr-CA') return saved
  for (const tag of browser) {
    const primary = tag.toLowerCase().split('-')[0]
    if (primary === 'fr') return 'fr-CA'
    if (primary === 'en') return 'en'
  }
  return 'en'
}

/**
 * pickLanguage for the inline script of a prerendered page (build/prerender-html.ts), which runs
 * before any module: an expression that is true when the page will be shown in French.
 */
export const PAGE_IS_FRENCH_JS =
  "(function(){var s=null;try{s=localStorage.getItem('" +
  LANGUAGE_KEY +
  "')}catch(e){}if(s==='en'||s==='fr-CA')return s==='fr-CA';" +
  'var l=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||""];' +
  "for(var i=0;i<l.length;i++){var p=String(l[i]).toLowerCase().split('-')[0];" +
  "if(p==='fr')return true;if(p==='en')return false}return false})()"

/** The preference the server keeps ('en' | 'fr') for an app language, and back. */
export function preferenceOf(language: AppLanguage): 'en' | 'fr' {
  return language === 'fr-CA' ? 'fr' : 'en'
}

export function languageOfPreference(preference: string | null | undefined): AppLanguage | null {
  if (preference === 'fr') return 'fr-CA'
  if (preference === 'en') return 'en'
  return null
}
