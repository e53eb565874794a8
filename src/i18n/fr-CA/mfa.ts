// Vérification en deux étapes (TOTP), dans les paramètres et à l’écran de code des pages d’administration.
import type { mfa as en } from '../en/mfa.ts'
import type { Translation } from '../shape.ts'

export const mfa = {
  title: 'Vérification en deux étapes',
  hint: 'Après votre mot de passe, un code à 6\u00a0chiffres fourni par une application d’authentification sur votre téléphone. Les pages d’administration l’exigent.',
  action: 'Vérification en deux étapes',
  loading: 'Chargement de la vérification en deux étapes',
  loadFailed: 'Impossible de charger la vérification en deux étapes.',
  retry: 'Réessayer',
  off: 'Désactivée\u00a0: la connexion ne demande que votre mot de passe.',
  on: 'Activée\u00a0: application d’authentification ajoutée le {{date}}.',
  setUp: 'Configurer la vérification en deux étapes',
  scan: 'Balayez ce code QR avec une application d’authentification (Google Authenticator, Microsoft Authenticator, 1Password ou une application semblable).',
  qrAlt: 'Code QR pour votre application d’authentification',
  secretLabel: 'Ou entrez cette clé dans l’application',
  copy: 'Copier la clé',
  copied: 'Clé copiée',
  codeLabel: 'Code à 6\u00a0chiffres',
  codeHint: 'Le code qu’affiche en ce moment votre application d’authentification.',
  confirm: 'Vérifier et activer',
  cancel: 'Annuler',
  enabledTitle: 'La vérification en deux étapes est activée',
  enabledMessage:
    'À votre prochaine connexion, les pages d’administration vous demanderont un code de votre application.',
  remove: 'Retirer l’application d’authentification',
  removeStepUp: 'Pour retirer l’application, entrez d’abord un code qu’elle affiche.',
  removeConfirm:
    'Retirer l’application d’authentification\u202f? La connexion ne demandera plus que votre mot de passe.',
  verifyAndContinue: 'Vérifier',
  removedTitle: 'La vérification en deux étapes est désactivée',
  removedMessage: 'Configurez-la de nouveau avant d’ouvrir les pages d’administration.',
  failedTitle: 'Vérification en deux étapes',
  errors: {
    wrongCode:
      'Ce code est incorrect. Entrez le plus récent code à 6\u00a0chiffres de votre application d’authentification.',
    incomplete: 'Entrez les 6\u00a0chiffres qu’affiche votre application d’authentification.',
    expired: 'Cette demande de code a expiré. Entrez le code le plus récent pour réessayer.',
    offline: 'Aucune connexion au serveur. Réessayez lorsque vous serez de nouveau en ligne.',
    tooManyAttempts: 'Trop de tentatives. Attendez une minute, puis réessayez.',
    verifyFirst: 'Entrez d’abord un code de votre application d’authentification.',
    notEnabled: 'La vérification en deux étapes n’est pas offerte sur ce serveur.',
    failed: 'La vérification en deux étapes a échoué. Réessayez.',
  },
  gate: {
    verifyTitle: 'Entrez votre code de vérification',
    verifyBody:
      'Les pages d’administration exigent la vérification en deux étapes. Entrez le code à 6\u00a0chiffres de votre application d’authentification.',
    verify: 'Vérifier',
    enrolTitle: 'Configurez d’abord la vérification en deux étapes',
    enrolBody:
      'Les pages d’administration exigent la vérification en deux étapes. Ajoutez une application d’authentification dans les paramètres, puis revenez à cette page.',
    enrolLink: 'Configurer la vérification en deux étapes',
  },
} as const satisfies Translation<typeof en>
