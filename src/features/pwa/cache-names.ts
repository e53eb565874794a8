// Must match sw/sw-rules.ts (the app may not import sw/; a unit test keeps the two in step).
export const IMAGE_CACHE = 'craftlink-images'
