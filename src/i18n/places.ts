// Place names in the reader's language; the database keeps the English name as the value.
import { i18n } from './index.ts'

/** "Québec" for the stored "Quebec" in French; a value the catalogue lacks is shown as it is. */
export function provinceName(province: string): string {
  return i18n.t(`common:provinces.${province}` as 'common:provinces.Alberta', {
    defaultValue: province,
  })
}
