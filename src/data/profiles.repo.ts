// Profiles as the pages need them: the user profile plus the company and craftsman profiles.
import type {
  AppDatabase,
  CompanyProfileDoc,
  CraftsmanProfileDoc,
  UserProfileDoc,
  UserRoleDoc,
} from '@/db/index.ts'
import type { Observable } from 'rxjs'
import { Repository } from './repository.ts'

export class UserProfilesRepository extends Repository<UserProfileDoc> {
  constructor(db: AppDatabase) {
    super(db, 'user_profiles')
  }
}

export class CompanyProfilesRepository extends Repository<CompanyProfileDoc> {
  constructor(db: AppDatabase) {
    super(db, 'company_profiles')
  }
}

export class CraftsmanProfilesRepository extends Repository<CraftsmanProfileDoc> {
  constructor(db: AppDatabase) {
    super(db, 'craftsman_profiles')
  }
}

/** Read-only on the device (roles change through server procedures). */
export class UserRolesRepository extends Repository<UserRoleDoc> {
  constructor(db: AppDatabase) {
    super(db, 'user_roles')
  }

  ofUser$(userId: string): Observable<UserRoleDoc[]> {
    return this.list$({ selector: { user_id: userId } })
  }

  ofUser(userId: string): Promise<UserRoleDoc[]> {
    return this.list({ selector: { user_id: userId } })
  }
}
