import type { Observable } from 'rxjs'
import type { AppDatabase, PortfolioItemDoc } from '@/db/index.ts'
import { Repository } from './repository.ts'

export class PortfolioRepository extends Repository<PortfolioItemDoc> {
  constructor(db: AppDatabase) {
    super(db, 'portfolio_items', (p) => p.title)
  }

  byUser$(userId: string): Observable<PortfolioItemDoc[]> {
    return this.list$({ selector: { user_id: userId }, sort: [{ sort_desc: 'asc' }] })
  }
}
