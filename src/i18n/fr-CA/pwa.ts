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
  update: {
    title: 'Une nouvelle version est disponible',
    body: 'Rechargez pour l’utiliser. Vos modifications sont conservées sur cet appareil.',
    reload: 'Recharger',
    reloading: 'Rechargement…',
    later: 'Plus tard',
  },
} as const satisfies Translation<typeof en>
