// Zones de repli en cas d'erreur et page introuvable (section 8 de la spécification, Boundaries).
import type { errors as en } from '../en/errors.ts'
import type { Translation } from '../shape.ts'

export const errors = {
  somethingWentWrong: 'Un problème est survenu',
  somethingWentWrongBody:
    'Cette partie de la page a cessé de fonctionner. Votre travail enregistré est en sécurité sur cet appareil.',
  tryAgain: 'Réessayer',
  navigationIssue: 'Le système de navigation a rencontré un problème',
  navigationIssueBody:
    'Les menus n’ont pas pu être affichés. Vous pouvez tout de même utiliser la page ci-dessous.',
  pageLoadingError: 'Erreur de chargement de la page',
  pageLoadingErrorBody:
    'Cette page n’a pas pu être chargée. Vérifiez votre connexion ou retournez à la page d’accueil.',
  goToHomepage: 'Aller à l’accueil',
  unexpected: 'Erreur inattendue de l’application\u202f!',
  refreshMessage: 'Un problème est survenu. Veuillez actualiser la page pour continuer.',
  refresh: 'Actualiser la page',
  details: 'Détails',
  notFound: {
    code: '404',
    title: 'Page introuvable',
    body: 'La page {{path}} n’existe pas ou a été déplacée.',
    home: 'Aller à l’accueil',
    help: 'Aide',
  },
  server: {
    forbidden: 'Vous n’avez pas le droit de faire cette modification.',
    duplicate: 'Cet élément existe déjà.',
    missingReference: 'Cela renvoie à un élément qui n’existe plus.',
    required: 'Une valeur obligatoire manque.',
    checkFailed: 'Une valeur n’est pas acceptée.',
    invalidValue: 'Une valeur n’a pas la forme attendue.',
    session: 'Votre session a pris fin\u00a0: reconnectez-vous pour l’envoyer.',
    unreachable: 'Le serveur n’a pas pu être joint.',
    refused: 'Le serveur a refusé cette modification.',
  },
  local: {
    full: 'Cet appareil n’a plus d’espace de stockage. Libérez de l’espace, puis réessayez.',
    conflict: 'Cet élément a été modifié au même moment dans un autre onglet. Réessayez.',
    closed:
      'Le stockage de l’application sur cet appareil a été fermé. Rechargez la page, puis réessayez.',
    invalid: 'Une valeur n’a pas la forme attendue.',
    failed:
      'Le stockage de cet appareil n’a pas répondu. Réessayez\u00a0; si l’échec se répète, rechargez la page.',
  },
} as const satisfies Translation<typeof en>
