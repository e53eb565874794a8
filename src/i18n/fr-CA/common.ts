// Mots communs à tout le produit (français canadien).
import { PRODUCT_NAME } from '../../lib/product.ts'
import type { common as en } from '../en/common.ts'
import type { Translation } from '../shape.ts'

export const common = {
  productName: PRODUCT_NAME,
  documentTitle: '{{page}} · {{name}}',
  close: 'Fermer',
  /** Province and territory names, keyed by the value stored in the database. */
  provinces: {
    Alberta: 'Alberta',
    'British Columbia': 'Colombie-Britannique',
    Manitoba: 'Manitoba',
    'New Brunswick': 'Nouveau-Brunswick',
    'Newfoundland and Labrador': 'Terre-Neuve-et-Labrador',
    'Northwest Territories': 'Territoires du Nord-Ouest',
    'Nova Scotia': 'Nouvelle-Écosse',
    Nunavut: 'Nunavut',
    Ontario: 'Ontario',
    'Prince Edward Island': 'Île-du-Prince-Édouard',
    Quebec: 'Québec',
    Saskatchewan: 'Saskatchewan',
    Yukon: 'Yukon',
  },
} as const satisfies Translation<typeof en>
