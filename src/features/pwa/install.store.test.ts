// Issue 41: a prerendered page loads the app after painting, and Chromium may offer installation
// before that; index.html keeps the offer and the app takes it when it starts.
import { describe, expect, it } from 'vitest'
import { captureInstallEvents, installState, promptNativeInstall } from './install.store.ts'

describe('captureInstallEvents', () => {
  it('takes an offer index.html kept before the app ran', async () => {
    installState.hasDeferredPrompt = false
    let prompted = 0
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void prompted++,
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    })
    const page = Object.assign(new EventTarget(), { __craftlinkInstallOffer: offer })
    captureInstallEvents(page as unknown as Window)
    expect(installState.hasDeferredPrompt).toBe(true)
    expect(offer.defaultPrevented).toBe(true)
    expect(await promptNativeInstall()).toBe('dismissed')
    expect(prompted).toBe(1)
  })

  it('has nothing to offer when the browser offered nothing', async () => {
    installState.hasDeferredPrompt = false
    captureInstallEvents(new EventTarget() as unknown as Window)
    expect(installState.hasDeferredPrompt).toBe(false)
    expect(await promptNativeInstall()).toBe('unavailable')
  })
})
