// All repositories over one database; pages get them from useRepositories().
import type { AppDatabase } from '@/db/index.ts'
import { provideReplica } from './database.ts'
import { ApplicationsRepository } from './applications.repo.ts'
import { ConversationsRepository, MessagesRepository } from './chat.repo.ts'
import { JobScopeRepository } from './job-scope.repo.ts'
import { JobsRepository } from './jobs.repo.ts'
import { NavigationEventsRepository } from './navigation-events.repo.ts'
import { NotificationsRepository } from './notifications.repo.ts'
import { OutboxRepository } from './outbox.repo.ts'
import { PortfolioRepository } from './portfolio.repo.ts'
import { PreferencesRepository } from './preferences.repo.ts'
import {
  CompanyProfilesRepository,
  CraftsmanProfilesRepository,
  UserProfilesRepository,
  UserRolesRepository,
} from './profiles.repo.ts'
import { SavedJobsRepository } from './saved-jobs.repo.ts'
import { TimeSpentRepository } from './time-spent.repo.ts'

export function createRepositories(db: AppDatabase) {
  return {
    jobs: new JobsRepository(db),
    applications: new ApplicationsRepository(db),
    notifications: new NotificationsRepository(db),
    preferences: new PreferencesRepository(db),
    portfolio: new PortfolioRepository(db),
    userProfiles: new UserProfilesRepository(db),
    companyProfiles: new CompanyProfilesRepository(db),
    craftsmanProfiles: new CraftsmanProfilesRepository(db),
    userRoles: new UserRolesRepository(db),
    timeSpent: new TimeSpentRepository(db),
    navigationEvents: new NavigationEventsRepository(db),
    outbox: new OutboxRepository(db),
    savedJobs: new SavedJobsRepository(db),
    jobScope: new JobScopeRepository(db),
    conversations: new ConversationsRepository(db),
    messages: new MessagesRepository(db),
  }
}
export type Repositories = ReturnType<typeof createRepositories>

const cache = new WeakMap<AppDatabase, Repositories>()

export function repositoriesFor(db: AppDatabase): Repositories {
  let r = cache.get(db)
  if (!r) {
    r = createRepositories(db)
    cache.set(db, r)
  }
  return r
}

/** Hands the open database (or none) to the app, with its repositories. */
export function provideDatabase(db: AppDatabase | null): void {
  provideReplica(db, db ? repositoriesFor(db) : null)
}
