// The web manifest in Canadian French (issue 38): the page points its manifest link at it while
// it speaks French (src/i18n/index.ts), so installing from a French page names the app, its
// shortcuts and screenshots in French. Browsers read no per-language members of one manifest yet.
import type { Plugin } from 'vite'
import { frCA } from '../src/i18n/fr-CA/index.ts'
import { manifest } from './pwa.ts'

export const FRENCH_MANIFEST = 'manifest.fr-CA.webmanifest'

export function frenchManifest(): Plugin {
  const pages = frCA.pages
  const shortNames: Record<string, string> = {
    '/jobs': 'Emplois',
    '/post-job': 'Publier',
    '/chat': 'Messages',
  }
  const titles: Record<string, string> = {
    '/jobs': pages.jobs.title,
    '/post-job': pages.postJob.title,
    '/chat': pages.chat.title,
  }
  const labels: Record<string, string> = {
    narrow:
      'Le tableau de bord artisan sur un téléphone\u00a0: candidatures, réponses et offres de vos métiers',
    wide: 'L’accueil de CraftLink\u00a0: les offres ouvertes par province et territoire partout au Canada',
  }
  const french = {
    ...manifest,
    lang: 'fr-CA',
    description:
      'Emplois, équipes, formation et messagerie pour les métiers spécialisés du Canada. Fonctionne sur le chantier, même sans réseau.',
    shortcuts: manifest.shortcuts?.map((s) => ({
      ...s,
      name: titles[s.url] ?? s.name,
      short_name: shortNames[s.url] ?? s.short_name,
    })),
    screenshots: manifest.screenshots?.map((s) => ({
      ...s,
      label: labels[s.form_factor ?? ''] ?? s.label,
    })),
  }
  return {
    name: 'craftlink:manifest-fr',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: FRENCH_MANIFEST,
        source: `${JSON.stringify(french, null, 2)}\n`,
      })
    },
  }
}
