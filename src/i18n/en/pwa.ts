// Texts of the installable-app layer: offline banner, install and update prompts, and the
// Mobile App page (how to install, open on a phone, what works without signal).
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
  guide: {
    title: 'Install CraftLink',
    installed:
      'You are using the installed app. It opens from your home screen or app list, even without signal.',
    installedBefore:
      'CraftLink was installed from this browser before: you can open it from your home screen or app list.',
    native: 'Install CraftLink to open it like any other app and use it on site without signal.',
    install: 'Install CraftLink',
    accepted: 'CraftLink is installed. Open it from your home screen or app list.',
    dismissed: 'Not installed. You can install it from here at any time.',
    ios: {
      intro: 'On an iPhone or iPad, in Safari, Chrome or Edge:',
      share: 'Tap the Share button (the square with an arrow).',
      add: 'Scroll down and choose Add to Home Screen.',
      confirm: 'Tap Add. CraftLink appears on your home screen.',
    },
    android: {
      intro: 'On an Android phone:',
      menu: 'Open the browser menu (the three dots).',
      add: 'Choose Install app, or Add to Home screen.',
      confirm: 'Confirm. CraftLink appears with your other apps.',
    },
    desktop: {
      intro: 'On this computer, in Chrome or Edge:',
      install:
        'Click the install icon at the right of the address bar, or open the browser menu and choose Install CraftLink (in Chrome under Cast, save and share; in Edge under Apps).',
      confirm: 'Confirm. CraftLink opens in its own window.',
    },
    macSafari: {
      intro: 'On a Mac, in Safari (macOS Sonoma or later):',
      menu: 'In the menu bar, choose File, then Add to Dock.',
      confirm: 'Click Add. CraftLink opens from the Dock.',
    },
    unsupported:
      'This browser cannot install web apps. Open this page in Chrome, Edge or Safari, or scan the code below with your phone.',
  },
  phone: {
    title: 'Open it on your phone',
    body: "Scan the code with your phone's camera, or send yourself the link.",
    qrLabel: 'QR code that opens {{url}}',
    copy: 'Copy link',
    share: 'Share link',
    copied: 'Link Copied',
    copyFailed: 'The link could not be copied. Select it and copy it yourself.',
  },
  onDevice: {
    title: 'Works without signal',
    body: 'What this device keeps for the job site. Changes you make without signal are sent when the connection returns.',
    signedOut: 'Sign in to keep your jobs, applications and profile on this device.',
    jobs: 'Jobs',
    applications: 'Applications',
    savedJobs: 'Saved jobs',
    portfolio: 'Portfolio items',
    notifications: 'Notifications',
    nothingWaiting: 'Nothing is waiting to be sent.',
    waiting_one: '{{count}} change is waiting to be sent.',
    waiting_other: '{{count}} changes are waiting to be sent.',
  },
  storage: {
    title: 'Storage on this device',
  },
  update: {
    title: 'A new version is available',
    body: 'Reload to use it. Changes you made are kept on this device.',
    reload: 'Reload',
    reloading: 'Reloading...',
    later: 'Later',
  },
} as const
