// The product's name, in one place: the wordmark, the document title, index.html and the
// manifest all read it from here.
export const PRODUCT_NAME = 'CraftLink'
