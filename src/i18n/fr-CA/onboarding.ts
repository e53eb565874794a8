// La page /onboarding (configuration du compte, sections 1, 4 et 6 de la spécification).
import type { onboarding as en } from '../en/onboarding.ts'
import type { Translation } from '../shape.ts'

export const onboarding = {
  title: 'Configurez votre compte CraftLink',
  subtitle:
    'Dites-nous comment vous utiliserez CraftLink. Vous pourrez ajouter d’autres rôles plus tard.',
  chooseRole: 'Je m’inscris comme',
  roles: {
    craftsman: {
      title: 'Artisan ou artisane',
      description: 'Trouvez des emplois, bâtissez votre portfolio, faites progresser votre métier.',
    },
    company: {
      title: 'Entreprise',
      description: 'Publiez des offres d’emploi et embauchez des gens de métier de confiance.',
    },
    apprentice: {
      title: 'Apprenti ou apprentie',
      description: 'Apprenez un métier et consignez vos heures avec des mentors.',
    },
    mentor: {
      title: 'Mentor ou mentore',
      description: 'Guidez des personnes en apprentissage et partagez votre expérience.',
    },
  },
  stepsTitle: 'Vos étapes de configuration',
  stepsLoading: 'Chargement de vos étapes…',
  noSteps: 'Aucune étape obligatoire pour ce rôle. Tout est prêt, vous pouvez commencer.',
  required: 'Obligatoire',
  optional: 'Facultatif',
  completed: 'Terminé',
  complete: 'Marquer comme fait',
  finish: 'Aller à mon tableau de bord',
  fullName: 'Nom complet',
  fullNamePlaceholder: 'Julie Tremblay',
  saveFailed: 'Impossible d’enregistrer cette étape. Veuillez réessayer.',
  offline:
    'La configuration du compte nécessite une connexion Internet pour enregistrer vos choix.',
  loadFailed: 'Impossible de charger vos étapes de configuration. Veuillez réessayer.',
} as const satisfies Translation<typeof en>
