// The profile_incomplete marker (spec section 4) is written only once the user's profiles are on
// the device. During a first sync a profile that has not arrived yet is not a missing one: each
// new device of the same user added the marker and removed it again, and another device that was
// offline then found the server's copy changed and counted a change of its own waiting.
import { DEMO_USERS, expect, test } from '../auth/auth-fixtures.ts'

const MARKER = 'profile_incomplete'

test.describe('the profile marker', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('a craftsman whose profile is still arriving is not marked incomplete', async ({
    auth,
    page,
    shell,
  }) => {
    test.setTimeout(90_000)
    const sentMarker: string[] = []
    page.on('request', (request) => {
      const body = request.postData() ?? ''
      if (/\/rest\/v1\/navigation_preferences/.test(request.url()) && body.includes(MARKER)) {
        sentMarker.push(`${request.method()} ${body}`)
      }
    })
    // The preferences arrive; the craftsman's profile is held back for a while.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/rest\/v1\/craftsman_profiles\?.*_modified/, async (route) => {
      await released
      await route.continue()
    })
    const prefsPulled = page.waitForResponse(/\/rest\/v1\/navigation_preferences\?.*_modified/, {
      timeout: 60_000,
    })
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await prefsPulled
    // Long enough for a marker written now to be pushed (the header would count it meanwhile).
    await page.waitForTimeout(5_000)
    release()
    await expect(shell.syncStatus()).toHaveText('Online', { timeout: 60_000 })
    expect(sentMarker).toEqual([])
  })
})
