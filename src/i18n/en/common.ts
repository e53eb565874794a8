// Product-wide words. Feature texts live in their own namespace file beside this one.
import { PRODUCT_NAME } from '../../lib/product.ts'

export const common = {
  productName: PRODUCT_NAME,
  documentTitle: '{{page}} · {{name}}',
  /** The name of every bare close button (toasts, dialogs, the side menu, alerts). */
  close: 'Close',
} as const
