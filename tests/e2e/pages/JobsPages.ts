// Page models for the jobs marketplace: Find Jobs, a job's page, Post a Job, Job Management.
import type { Locator, Page } from '@playwright/test'

/** Picks an option of a Mantine Select found by its label. */
async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** How long a fresh browser's first sync may take to put jobs on Find Jobs: a few seconds alone,
 * 30 s and more on a 2-core machine running two specs' browsers, the backend and the server. */
export const FIRST_SYNC_MS = 45_000

type FilterLabel = 'Trade' | 'Province or territory' | 'Pay unit'

export class FindJobsPage {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/jobs${query}`)
    await this.page.getByRole('heading', { name: 'Find Jobs', level: 1 }).waitFor()
  }

  search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search jobs' })
  }

  /** Find Jobs' filters are native selects. */
  filterBox(label: FilterLabel): Locator {
    return this.page.getByRole('combobox', { name: label })
  }

  async filter(label: FilterLabel, option: string): Promise<void> {
    await this.filterBox(label).selectOption({ label: option })
  }

  /** On a phone (under 768 px) the filters fold behind this button: "Filters" or "Filters (2)". */
  filtersButton(): Locator {
    return this.page.getByRole('button', { name: /^Filters( \(\d+\))?$/ })
  }

  /** The phone's filter sheet, open. */
  filterSheet(): Locator {
    return this.page.getByRole('dialog', { name: 'Filters' })
  }

  async openFilters(): Promise<void> {
    await this.filtersButton().click()
    await this.filterSheet().waitFor()
  }

  results(): Locator {
    return this.page.getByRole('feed', { name: 'Job results' }).getByRole('article')
  }

  count(): Locator {
    return this.page.getByTestId('jobs-count')
  }

  offlineNotice(): Locator {
    return this.page.getByTestId('jobs-offline')
  }

  /** The server's answer to the search: jobs not saved on this device (issue 28). */
  serverSection(): Locator {
    return this.page.getByRole('region', { name: 'More jobs on the server' })
  }

  serverResults(): Locator {
    return this.page.getByRole('feed', { name: 'Server results' }).getByRole('article')
  }

  async openJob(title: string): Promise<void> {
    await this.page.getByRole('link', { name: title }).first().click()
    await this.page.getByRole('heading', { name: title, level: 1 }).waitFor()
  }
}

export class JobPage {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }

  /** Opens a job and waits until this device holds it: while the first sync is still running the
   * page shows it from the server, marked "Not saved on this device", until the replica has it. */
  async open(jobId: string, title: string): Promise<void> {
    await this.page.goto(`/jobs/${jobId}`)
    await this.page.getByRole('heading', { name: title, level: 1 }).waitFor({ timeout: 20_000 })
    await this.page.getByTestId('not-saved-badge').waitFor({ state: 'detached', timeout: 30_000 })
  }

  async apply(fields: {
    coverLetter: string
    rate: string
    experience: string
    availableFrom: string
    hours?: string
  }): Promise<void> {
    await this.page.getByRole('button', { name: 'Apply', exact: true }).click()
    const form = this.page.getByRole('form', { name: 'Apply for this job' })
    await form.getByLabel('Cover letter').fill(fields.coverLetter)
    await form.getByLabel('Hourly rate (CAD)').fill(fields.rate)
    await form.getByLabel('Relevant experience').fill(fields.experience)
    await form.getByLabel('Available from').fill(fields.availableFrom)
    if (fields.hours) await form.getByLabel('Estimated hours').fill(fields.hours)
    await form.getByRole('button', { name: 'Submit application' }).click()
  }

  myApplication(): Locator {
    return this.page.getByTestId('my-application')
  }

  delivery(): Locator {
    return this.myApplication().locator('[data-sync-state]')
  }

  status(): Locator {
    return this.myApplication().locator('[data-status]')
  }
}

export class PostJobPage {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }

  async open(): Promise<void> {
    await this.page.goto('/post-job')
    await this.page.getByRole('heading', { name: 'Post a Job', level: 1 }).waitFor()
  }

  field(label: string | RegExp): Locator {
    return this.page.getByRole('textbox', { name: label })
  }

  async choose(label: string | RegExp, option: string): Promise<void> {
    await choose(this.page, label, option)
  }

  /** What the pay range is per: 'Hourly', 'Yearly' or 'Fixed for the contract'. */
  async payUnit(option: string): Promise<void> {
    await this.page.getByRole('radio', { name: option, exact: true }).check()
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Post job' }).click()
  }

  error(text: string): Locator {
    return this.page.locator('.mantine-InputWrapper-error').filter({ hasText: text })
  }
}

export class JobManagementPage {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }

  async open(): Promise<void> {
    await this.page.goto('/job-management')
    await this.page.getByRole('heading', { name: 'Job Management', level: 1 }).waitFor()
  }

  job(title: string): Locator {
    return this.page.getByRole('article', { name: title })
  }

  async showApplicants(title: string): Promise<void> {
    await this.job(title)
      .getByRole('button', { name: /^Applicants/ })
      .click()
  }

  applicant(title: string, name: string): Locator {
    return this.job(title).getByRole('listitem', { name })
  }
}
