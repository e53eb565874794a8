// i18next set up once, with the typed English catalogue. French will be one more catalogue.
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { en, type Catalogue } from './en/index.ts'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: Catalogue
  }
}

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(en),
  resources: { en },
  interpolation: { escapeValue: false },
  initAsync: false,
})
