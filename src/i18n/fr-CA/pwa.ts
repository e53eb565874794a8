// Textes de la couche d'application installable (bannière hors ligne, invites d'installation et de mise à jour).
import type { pwa as en } from '../en/pwa.ts'
import type { Translation } from '../shape.ts'

export const pwa = {
  offline: {
    title: 'Vous êtes hors ligne.',
    message: 'Certaines fonctions pourraient être limitées jusqu’au retour de votre connexion.',
    pending_one: '{{count}} modification attend d’être envoyée.',
    pending_other: '{{count}} modifications attendent d’être envoyées.',
    backOnline: 'De retour en ligne, synchronisation en cours',
  },
  needsNetwork: {
    generic:
      'Cette action nécessite une connexion Internet. Réessayez quand vous serez de retour en ligne.',
    action:
      '{{action}} nécessite une connexion Internet. Réessayez quand vous serez de retour en ligne.',
  },
  install: {
    title: 'Installer CraftLink',
    body: 'Ajoutez CraftLink à votre écran d’accueil pour l’ouvrir rapidement et l’utiliser sur le chantier, même sans réseau.',
    install: 'Installer',
    notNow: 'Pas maintenant',
    iosBody: 'Ajoutez-le à votre écran d’accueil pour l’ouvrir rapidement, même sans réseau\u00a0:',
    iosStepShare: 'Touchez le bouton «\u00a0Partager\u00a0» dans Safari.',
    iosStepAdd: 'Choisissez «\u00a0Sur l’écran d’accueil\u00a0».',
    gotIt: 'Compris',
  },
  guide: {
    title: 'Installer CraftLink',
    installed:
      'Vous utilisez l’application installée. Elle s’ouvre depuis votre écran d’accueil ou votre liste d’applications, même sans réseau.',
    installedBefore:
      'CraftLink a déjà été installée depuis ce navigateur\u00a0: vous pouvez l’ouvrir depuis votre écran d’accueil ou votre liste d’applications.',
    native:
      'Installez CraftLink pour l’ouvrir comme toute autre application et l’utiliser au chantier sans réseau.',
    install: 'Installer CraftLink',
    accepted:
      'CraftLink est installée. Ouvrez-la depuis votre écran d’accueil ou votre liste d’applications.',
    dismissed: 'Non installée. Vous pouvez l’installer d’ici en tout temps.',
    ios: {
      intro: 'Sur un iPhone ou un iPad, dans Safari, Chrome ou Edge\u00a0:',
      share: 'Touchez le bouton «\u00a0Partager\u00a0» (le carré avec une flèche).',
      add: 'Faites défiler et choisissez «\u00a0Sur l’écran d’accueil\u00a0».',
      confirm: 'Touchez «\u00a0Ajouter\u00a0». CraftLink apparaît sur votre écran d’accueil.',
    },
    android: {
      intro: 'Sur un téléphone Android\u00a0:',
      menu: 'Ouvrez le menu du navigateur (les trois points).',
      add: 'Choisissez «\u00a0Installer l’application\u00a0» ou «\u00a0Ajouter à l’écran d’accueil\u00a0».',
      confirm: 'Confirmez. CraftLink apparaît avec vos autres applications.',
    },
    desktop: {
      intro: 'Sur cet ordinateur, dans Chrome ou Edge\u00a0:',
      install:
        'Cliquez sur l’icône d’installation à droite de la barre d’adresse, ou ouvrez le menu du navigateur et choisissez «\u00a0Installer CraftLink\u00a0» (dans Chrome, sous «\u00a0Caster, enregistrer et partager\u00a0», et dans Edge, sous «\u00a0Applications\u00a0»).',
      confirm: 'Confirmez. CraftLink s’ouvre dans sa propre fenêtre.',
    },
    macSafari: {
      intro: 'Sur un Mac, dans Safari (macOS Sonoma ou plus récent)\u00a0:',
      menu: 'Dans la barre des menus, choisissez «\u00a0Fichier\u00a0», puis «\u00a0Ajouter au Dock\u00a0».',
      confirm: 'Cliquez sur «\u00a0Ajouter\u00a0». CraftLink s’ouvre depuis le Dock.',
    },
    unsupported:
      'Ce navigateur ne peut pas installer d’applications Web. Ouvrez cette page dans Chrome, Edge ou Safari, ou balayez le code ci-dessous avec votre téléphone.',
  },
  phone: {
    title: 'L’ouvrir sur votre téléphone',
    body: 'Balayez le code avec l’appareil photo de votre téléphone, ou envoyez-vous le lien.',
    qrLabel: 'Code QR qui ouvre {{url}}',
    copy: 'Copier le lien',
    share: 'Partager le lien',
    copied: 'Lien copié',
    copyFailed: 'Le lien n’a pas pu être copié. Sélectionnez-le et copiez-le vous-même.',
  },
  onDevice: {
    title: 'Fonctionne sans réseau',
    body: 'Ce que cet appareil garde pour le chantier. Les modifications faites sans réseau sont envoyées au retour de la connexion.',
    signedOut:
      'Connectez-vous pour garder vos emplois, vos candidatures et votre profil sur cet appareil.',
    jobs: 'Emplois',
    applications: 'Candidatures',
    savedJobs: 'Emplois sauvegardés',
    portfolio: 'Éléments du portfolio',
    notifications: 'Notifications',
    nothingWaiting: 'Rien n’attend d’être envoyé.',
    waiting_one: '{{count}} modification attend d’être envoyée.',
    waiting_other: '{{count}} modifications attendent d’être envoyées.',
  },
  storage: {
    title: 'Stockage sur cet appareil',
  },
  update: {
    title: 'Une nouvelle version est disponible',
    body: 'Rechargez pour l’utiliser. Vos modifications sont conservées sur cet appareil.',
    reload: 'Recharger',
    reloading: 'Rechargement…',
    later: 'Plus tard',
  },
} as const satisfies Translation<typeof en>
