// Texts of the installable-app layer: offline banner, install and update prompts.
export const pwa = {
  offline: {
    title: 'You are offline.',
    message: 'Some features may be limited until your connection returns.',
    pending_one: '{{count}} change is waiting to be sent.',
    pending_other: '{{count}} changes are waiting to be sent.',
    backOnline: 'Back online, syncing',
  },
  needsNetwork: {
    generic: 'This needs an internet connection. Try again when you are back online.',
    action: '{{action}} needs an internet connection. Try again when you are back online.',
  },
  install: {
    title: 'Install CraftLink',
    body: 'Add CraftLink to your home screen to open it fast and use it on site, even without signal.',
    install: 'Install',
    notNow: 'Not now',
    iosBody: 'Put it on your home screen to open it fast, even without signal:',
    iosStepShare: 'Tap the Share button in Safari.',
    iosStepAdd: 'Choose Add to Home Screen.',
    gotIt: 'Got it',
  },
  update: {
    title: 'A new version is available',
    body: 'Reload to use it. Changes you made are kept on this device.',
    reload: 'Reload',
    reloading: 'Reloading...',
    later: 'Later',
  },
} as const
