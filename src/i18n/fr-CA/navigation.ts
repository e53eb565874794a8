// L'aide à la navigation (palette de commandes, actions rapides, infobulles guidées), sections 2, 4 et 8 de la spécification.
import type { navigation as en } from '../en/navigation.ts'
import type { Translation } from '../shape.ts'

export const navigation = {
  palette: {
    label: 'Palette de commandes',
    open: 'Rechercher des commandes (Ctrl+K)',
    placeholder: 'Rechercher des commandes et des actions… (mode {{level}})',
    levels: { beginner: 'débutant', intermediate: 'intermédiaire', advanced: 'avancé' },
    all: 'Tout',
    categories: 'Catégories',
    results: 'Résultats',
    noResults: 'Aucun résultat pour «\u00a0{{query}}\u00a0»',
    noResultsHint: 'Essayez d’autres mots-clés ou vérifiez l’orthographe.',
    aiGroup: 'Suggestions de l’IA',
    generate: 'Générer de nouvelles suggestions',
    generating: 'Génération des suggestions…',
    aiOffline: 'Vous êtes hors ligne\u00a0: voici des suggestions provenant de cet appareil.',
    badges: { ai: 'IA', recent: 'Récent' },
    hint: 'Entrée pour ouvrir, flèches pour vous déplacer, Échap pour fermer',
  },
  categories: {
    gettingStarted: 'Premiers pas',
    jobs: 'Emplois',
    learning: 'Apprentissage',
    community: 'Communauté',
    journey: 'Parcours',
    business: 'Affaires',
    enterprise: 'Grandes entreprises',
    admin: 'Administration',
    account: 'Compte',
    general: 'Général',
    ai: 'Suggestions de l’IA',
    commands: 'Commandes',
  },
  actions: {
    home: { title: 'Accueil', description: 'Retourner à la page d’accueil' },
    myProfile: { title: 'Mon profil', description: 'Consulter et modifier votre profil' },
    getStarted: { title: 'Commencer', description: 'Configurer votre compte étape par étape' },
    postJob: {
      title: 'Publier une offre',
      description: 'Publier une offre d’emploi pour les gens de métier de partout au Canada',
    },
    manageJobs: {
      title: 'Gérer les offres',
      description: 'Examiner les candidatures et mettre à jour vos offres',
    },
    browseJobs: {
      title: 'Parcourir les emplois',
      description: 'Trouver du travail dans vos métiers et vos provinces',
    },
    portfolio: { title: 'Portfolio', description: 'Vos candidatures et vos réalisations' },
    messages: {
      title: 'Messages',
      description: 'Conversations avec les entreprises et les équipes',
    },
    profileSetup: {
      title: 'Terminer la configuration du profil',
      description:
        'Conseil\u00a0: un profil complet obtient plus de réponses des entreprises et des gens de métier',
    },
    completeProfile: {
      title: 'Compléter le profil',
      description: 'Ajouter les renseignements qui manquent à votre profil',
    },
    analytics: {
      title: 'Statistiques',
      description: 'Chiffres sur vos offres, vos candidatures et votre portée',
    },
    coPilot: { title: 'Copilote IA', description: 'Suggestions pour vos prochaines étapes' },
  },
  /** Ce que la fonction de suggestions (ai-navigation-suggestions) appelle les endroits qu'elle recommande. */
  suggestions: {
    home: { title: 'Accueil', description: 'Retourner à la page d’accueil' },
    profile: { title: 'Mon profil', description: 'Consulter et modifier votre profil' },
    completeProfile: {
      title: 'Terminer la configuration du profil',
      description:
        'Terminer votre profil pour que les entreprises et les gens de métier puissent vous trouver',
    },
    postJob: { title: 'Publier une offre', description: 'Publier une nouvelle offre d’emploi' },
    manageJobs: {
      title: 'Gérer les offres',
      description: 'Examiner les candidatures et mettre à jour vos offres',
    },
    companyDashboard: {
      title: 'Tableau de bord entreprise',
      description: 'Offres ouvertes, nouvelles candidatures et délais de réponse',
    },
    crewFormation: {
      title: 'Formation d’équipe',
      description: 'Former une équipe pour un projet d’envergure',
    },
    findJobs: {
      title: 'Trouver un emploi',
      description: 'Parcourir les offres ouvertes dans vos métiers et vos provinces',
    },
    myWork: { title: 'Mon portfolio', description: 'Vos candidatures et votre portfolio' },
    craftsmanDashboard: {
      title: 'Tableau de bord artisan',
      description: 'Candidatures, entrevues et emplois correspondant à votre profil',
    },
    messages: {
      title: 'Messages',
      description: 'Conversations avec les entreprises et les équipes',
    },
    learning: {
      title: 'Plateforme d’apprentissage',
      description: 'Cours et préparation aux certifications',
    },
    mentorship: { title: 'Centre de mentorat', description: 'Trouver ou offrir du mentorat' },
    social: {
      title: 'Espace social',
      description: 'Nouvelles et publications de la communauté des métiers',
    },
    events: { title: 'Événements', description: 'Salons professionnels, ateliers et rencontres' },
    dailyMissions: {
      title: 'Missions quotidiennes',
      description: 'Gagner des points de métier aujourd’hui',
    },
    analytics: {
      title: 'Statistiques',
      description: 'Votre activité et vos résultats au fil du temps',
    },
    coPilot: {
      title: 'Copilote IA',
      description: 'Aide pour les estimations, les offres d’emploi et les lettres de présentation',
    },
    pricing: {
      title: 'Forfaits et tarifs',
      description: 'Forfaits pour les entreprises et les gens de métier',
    },
    registerCraftsman: {
      title: 'S’inscrire comme artisan ou artisane',
      description: 'Créer votre profil d’artisan ou d’artisane',
    },
    registerCompany: {
      title: 'Inscrire une entreprise',
      description: 'Créer le profil de votre entreprise pour publier des offres',
    },
    settings: {
      title: 'Paramètres',
      description: 'Préférences, notifications et données sur cet appareil',
    },
  },
  commands: {
    enableAdvanced: {
      title: 'Activer les fonctions avancées',
      description: 'Afficher les statistiques et les outils d’IA dans les suggestions',
    },
    disableAdvanced: {
      title: 'Désactiver les fonctions avancées',
      description: 'Garder des suggestions simples',
    },
    level: {
      title: 'Passer au mode {{level}}',
      description: 'Suggestions et conseils adaptés à votre expérience de CraftLink',
    },
    signOut: {
      title: 'Se déconnecter',
      description: 'Vous déconnecter de votre compte sur cet appareil',
    },
  },
  toasts: {
    advancedOn: 'Fonctions avancées activées',
    advancedOff: 'Fonctions avancées désactivées',
    actionExecuted: 'Action exécutée',
    actionCompleted: 'Action terminée avec succès\u00a0: {{title}}',
    levelChanged: 'Mode {{level}} activé',
  },
  quick: {
    label: 'Actions rapides',
    open: 'Ouvrir les actions rapides',
    close: 'Fermer les actions rapides',
    more: 'Afficher plus',
    less: 'Afficher moins',
    shortcut: 'Raccourci\u00a0: {{keys}}',
    items: {
      postJob: 'Publier une offre',
      manageJobs: 'Gérer les offres',
      dashboard: 'Tableau de bord',
      crew: 'Formation d’équipe',
      findJobs: 'Trouver un emploi',
      portfolio: 'Mon portfolio',
      joinCraftsman: 'S’inscrire comme artisan ou artisane',
      registerCompany: 'Inscrire une entreprise',
      messages: 'Messages',
      learning: 'Plateforme d’apprentissage',
      missions: 'Missions quotidiennes',
      analytics: 'Statistiques',
      coPilot: 'Copilote IA',
      social: 'Espace social',
      settings: 'Paramètres',
      profile: 'Mon profil',
    },
    badges: { popular: 'Populaire', new: 'Nouveau' },
  },
  searchButton: {
    label: 'Rechercher des pages et des actions',
    shortcut: 'Rechercher (Ctrl+K)',
  },
  tooltips: {
    close: 'Fermer',
    dontShowAgain: 'Ne plus afficher',
    'welcome-tour': {
      title: 'Bienvenue dans CraftLink',
      description:
        'Appuyez sur Ctrl+K (Cmd+K sur Mac) n’importe où pour trouver une page ou une action en tapant quelques lettres.',
      touchDescription:
        'Touchez le bouton de recherche en haut de l’écran pour trouver une page ou une action en tapant quelques lettres.',
      action: 'Essayer maintenant',
    },
    'profile-completion': {
      title: 'Complétez votre profil',
      description:
        'Les entreprises répondent plus souvent aux gens de métier dont elles peuvent voir les métiers, la ville et les certifications.',
      companyDescription:
        'Les gens de métier postulent plus souvent auprès des entreprises qu’ils connaissent\u00a0: dites ce que vous construisez, qui vous embauchez et où vous trouver.',
      missing: 'Il manque encore\u00a0: {{fields}}.',
      action: 'Ouvrir mon profil',
      companyAction: 'Ouvrir le profil de l’entreprise',
      gaps: {
        trades: 'vos métiers',
        city: 'votre ville',
        serviceProvinces: 'les provinces où vous travaillez',
        certifications: 'vos certifications',
        hourlyRate: 'votre tarif horaire',
        bio: 'une courte biographie',
        description: 'une description de l’entreprise',
        tradesHired: 'les métiers que vous recrutez',
        website: 'votre site Web',
        businessNumber: 'votre numéro d’entreprise',
        companySize: 'la taille de l’entreprise',
      },
    },
    'advanced-search': {
      title: 'Cherchez plus vite',
      description:
        'Vous venez souvent ici\u00a0: appuyez sur Ctrl+K et tapez un métier ou une ville pour y accéder directement.',
      touchDescription:
        'Vous venez souvent ici\u00a0: touchez le bouton de recherche en haut et tapez un métier ou une ville pour y accéder directement.',
      action: 'Ouvrir la recherche',
    },
    'analytics-unlock': {
      title: 'Statistiques débloquées',
      description:
        'Maintenant que vous maîtrisez les fonctions avancées, vous pouvez suivre vos chiffres sur la page des statistiques.',
      action: 'Ouvrir les statistiques',
    },
    'ai-features': {
      title: 'Découvrez le Copilote IA',
      description:
        'Obtenez des suggestions pour vos prochaines étapes selon votre métier et votre activité.',
      action: 'Ouvrir le Copilote IA',
    },
  },
} as const satisfies Translation<typeof en>
