// Product-wide words. Feature texts live in their own namespace file beside this one.
import { PRODUCT_NAME } from '../../lib/product.ts'

export const common = {
  productName: PRODUCT_NAME,
  documentTitle: '{{page}} · {{name}}',
  /** The name of every bare close button (toasts, dialogs, the side menu, alerts). */
  close: 'Close',
  /** Province and territory names, keyed by the value stored in the database. */
  provinces: {
    Alberta: 'Alberta',
    'British Columbia': 'British Columbia',
    Manitoba: 'Manitoba',
    'New Brunswick': 'New Brunswick',
    'Newfoundland and Labrador': 'Newfoundland and Labrador',
    'Northwest Territories': 'Northwest Territories',
    'Nova Scotia': 'Nova Scotia',
    Nunavut: 'Nunavut',
    Ontario: 'Ontario',
    'Prince Edward Island': 'Prince Edward Island',
    Quebec: 'Quebec',
    Saskatchewan: 'Saskatchewan',
    Yukon: 'Yukon',
  },
} as const
