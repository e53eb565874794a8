// Starts a page's replica read before the page has rendered (from its route's loader). The read
// runs as soon as the database is open; the page's own live query on the same question then finds
// RxDB's cached result instead of starting the read after its first render.
import type { Observable } from 'rxjs'
import { whenRepositories } from './database.ts'
import type { Repositories } from './repositories.ts'

export function warmQuery<T>(query: (repos: Repositories) => Observable<T>): void {
  void whenRepositories()
    .then((repos) => {
      // Let go after the first result (a microtask later: RxDB may answer during subscribe). The
      // page's own query reports errors; a warm-up has nobody to tell.
      const sub = query(repos).subscribe({
        next: () => queueMicrotask(() => sub.unsubscribe()),
        error: () => undefined,
      })
    })
    .catch(() => undefined)
}
