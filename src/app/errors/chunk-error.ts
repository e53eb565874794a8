// A lazy page whose code cannot be fetched (offline before it was cached, or a deploy removed the
// old chunk) fails with one of these messages, depending on the browser.
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed|Unable to preload CSS/i

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return CHUNK_ERROR.test(message)
}
