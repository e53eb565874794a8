// Lists what another language still lacks: keys missing from its catalogue and texts that read
// word for word as the English ones (often right for names like "Ontario", worth a look otherwise).
// Usage: npm run i18n:untranslated
import { en } from '../src/i18n/en/index.ts'
import { frCA } from '../src/i18n/fr-CA/index.ts'
import { compareCatalogues, flatten } from '../src/i18n/catalogue-check.ts'

const catalogues = { 'fr-CA': frCA }
let missing = 0
for (const [language, catalogue] of Object.entries(catalogues)) {
  const report = compareCatalogues(en, catalogue)
  const english = flatten(en)
  missing += report.missing.length
  console.log(
    `${language}: ${report.missing.length} missing, ${report.sameAsEnglish.length} same as English`,
  )
  for (const key of report.missing)
    console.log(`  missing  ${key}: ${JSON.stringify(english.get(key))}`)
  for (const key of report.sameAsEnglish)
    console.log(`  same     ${key}: ${JSON.stringify(english.get(key))}`)
}
process.exitCode = missing > 0 ? 1 : 0
