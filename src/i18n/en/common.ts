// Product-wide words. Feature texts live in their own namespace file beside this one.
export const common = {
  productName: 'CraftLink',
} as const
