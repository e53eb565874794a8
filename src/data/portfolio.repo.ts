import type { Observable } from 'rxjs'
import type { AppDatabase, PortfolioItemDoc } from '@/db/index.ts'
import { portfolioItems } from '@/db/portfolio-item.table.ts'
import { TableRepository } from './table-repository.ts'

export class PortfolioRepository extends TableRepository<PortfolioItemDoc> {
  constructor(db: AppDatabase) {
    super(db, portfolioItems)
  }

  /** A user's items, newest first. */
  byUser$(userId: string): Observable<PortfolioItemDoc[]> {
    return this.list$({ scope: userId })
  }
}
