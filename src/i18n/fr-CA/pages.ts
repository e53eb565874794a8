// Titres des pages (fil d'Ariane, titre du document) et description en un paragraphe de chaque page de la liste des routes.
import type { pages as en } from '../en/pages.ts'
import type { Translation } from '../shape.ts'

export const pages = {
  home: {
    title: 'Accueil',
    description:
      'La porte d’entrée de CraftLink\u00a0: ce que la plateforme offre aux gens de métier et aux entreprises partout au Canada et, pour les membres connectés, un accès rapide à leur tableau de bord.',
  },
  auth: {
    title: 'Connexion',
    description:
      'Connectez-vous à votre compte CraftLink ou créez-en un avec votre adresse courriel et un mot de passe. Les liens de récupération du mot de passe ramènent ici.',
  },
  onboarding: {
    title: 'Premiers pas',
    description:
      'Indiquez si vous vous joignez à CraftLink comme artisan ou artisane, entreprise, apprenti ou apprentie, ou mentor ou mentore, puis franchissez les quelques étapes que votre rôle exige avant de commencer.',
  },
  jobs: {
    title: 'Trouver un emploi',
    description:
      'Cherchez du travail partout au Canada par métier, province, ville, niveau d’expérience, type de travail, urgence et budget, et postulez avec votre tarif et une lettre de présentation.',
  },
  jobDetail: {
    title: 'Détails de l’offre',
    description:
      'Tout sur une offre d’emploi et l’entreprise qui la publie, le bouton Postuler et, si vous avez postulé, l’état de votre candidature.',
  },
  postJob: {
    title: 'Publier une offre',
    description:
      'Décrivez le travail, le métier, le lieu et l’échelle salariale pour que les bonnes personnes trouvent votre offre. Les offres rédigées hors ligne sont publiées dès que vous êtes de retour en ligne.',
  },
  jobManagement: {
    title: 'Gestion des offres',
    description:
      'Vos offres publiées et leurs candidatures\u00a0: examinez les candidatures, présélectionnez, acceptez ou refusez, et fermez ou rouvrez une offre.',
  },
  crewFormation: {
    title: 'Formation d’équipe',
    description:
      'Constituez une équipe pour un projet\u00a0: choisissez des gens de métier aux compétences complémentaires et coordonnez qui fait quoi.',
  },
  portfolio: {
    title: 'Mon portfolio',
    description:
      'Vos candidatures regroupées par état et le portfolio de vos réalisations que les entreprises voient quand vous postulez.',
  },
  marketplace: {
    title: 'Boutique',
    description:
      'Échangez les points de métier que vous gagnez contre des outils, des formations et des offres de partenaires pour les gens de métier.',
  },
  learningPlatform: {
    title: 'Plateforme d’apprentissage',
    description:
      'Cours et parcours d’apprentissage pour les apprentis et les compagnons, des attestations de sécurité à la préparation à l’examen du Sceau rouge.',
  },
  mentorshipHub: {
    title: 'Centre de mentorat',
    description:
      'Mettez en relation les apprentis et des mentors d’expérience de leur métier, planifiez des séances et suivez les progrès vers la certification.',
  },
  expertVerification: {
    title: 'Vérification de l’expertise',
    description:
      'Faites vérifier vos certificats de métier, vos cartes de compétence et votre expérience pour que les entreprises puissent vous embaucher en toute confiance.',
  },
  coPilot: {
    title: 'Copilote IA',
    description:
      'Un assistant qui vous suggère vos prochaines étapes dans CraftLink selon votre rôle, votre activité et ce que font ensuite les gens de votre métier.',
  },
  smartTools: {
    title: 'Outils intelligents',
    description:
      'Calculateurs et outils pour estimer, préparer des soumissions et planifier les travaux.',
  },
  socialHub: {
    title: 'Espace social',
    description:
      'Le fil d’actualité de la communauté des gens de métier du Canada\u00a0: partagez vos réalisations, posez des questions et suivez les événements à venir.',
  },
  chat: {
    title: 'Messages',
    description:
      'Vos conversations avec les entreprises, les gens de métier et les membres de votre équipe, au même endroit.',
  },
  realtimeChat: {
    title: 'Clavardage en direct',
    description:
      'Des conversations en direct qui se mettent à jour pendant que l’autre personne écrit et envoie ses messages.',
  },
  testChat: {
    title: 'Test de clavardage',
    description:
      'Un espace pour vérifier que la messagerie fonctionne sur votre appareil avant de vous y fier sur un chantier.',
  },
  liveStreaming: {
    title: 'Diffusion en direct',
    description:
      'Regardez et animez des démonstrations en direct, des visites de chantier et des séances de formation.',
  },
  events: {
    title: 'Événements',
    description:
      'Salons professionnels, journées de formation, salons de l’emploi et rencontres pour les gens de métier près de chez vous.',
  },
  engagementHub: {
    title: 'Centre de participation',
    description:
      'Votre activité dans CraftLink en un coup d’œil\u00a0: missions, points, réalisations et séries.',
  },
  dailyMissions: {
    title: 'Missions quotidiennes',
    description:
      'De petites tâches chaque jour qui rapportent des points de métier et créent de bonnes habitudes sur la plateforme.',
  },
  achievements: {
    title: 'Réalisations',
    description:
      'Les badges que vous avez obtenus pour votre travail, votre apprentissage et vos contributions.',
  },
  leaderboards: {
    title: 'Classements',
    description: 'Votre rang parmi les gens de votre métier et de votre province.',
  },
  journey: {
    title: 'Mon parcours',
    description:
      'Votre parcours dans CraftLink, de la première connexion à la maîtrise de votre métier\u00a0: niveaux, étapes clés et prochaines étapes.',
  },
  nftAchievements: {
    title: 'Réalisations NFT',
    description: 'Des témoignages à collectionner de vos réalisations les plus marquantes.',
  },
  craftPoints: {
    title: 'Points de métier',
    description:
      'Votre solde de points de métier et la façon dont vous les avez gagnés et dépensés.',
  },
  craftPointsHub: {
    title: 'Centre des points de métier',
    description:
      'Les façons de gagner plus de points de métier et les niveaux de fidélité qu’ils débloquent.',
  },
  rewardsMarketplace: {
    title: 'Boutique de récompenses',
    description: 'Les récompenses que vous pouvez échanger contre vos points de métier.',
  },
  companyRegister: {
    title: 'Inscrire une entreprise',
    description:
      'Inscrivez votre entreprise (numéro d’entreprise, province, métiers recrutés et coordonnées) pour que les gens de métier puissent se fier à vos offres.',
  },
  craftsmanRegister: {
    title: 'S’inscrire comme artisan ou artisane',
    description:
      'Créez votre profil d’artisan ou d’artisane\u00a0: métiers, expérience, tarif horaire, provinces desservies et certifications comme le Sceau rouge.',
  },
  pricing: {
    title: 'Forfaits et tarifs',
    description: 'Ce que coûte CraftLink pour les gens de métier et les entreprises.',
  },
  subscriptionSuccess: {
    title: 'Abonnement confirmé',
    description: 'La confirmation de votre changement de forfait et de ce qu’il débloque.',
  },
  analytics: {
    title: 'Statistiques',
    description:
      'Les chiffres de vos offres, de vos candidatures et de votre activité au fil du temps.',
  },
  analyticsDashboard: {
    title: 'Tableau de bord statistique',
    description:
      'Un tableau de bord détaillé de l’activité de la plateforme pour les administrateurs et administratrices du système.',
  },
  businessIntelligence: {
    title: 'Veille d’affaires',
    description:
      'Les tendances de l’embauche et du marché par métier et par province pour planifier votre main-d’œuvre et vos prix.',
  },
  learningAnalytics: {
    title: 'Statistiques d’apprentissage',
    description:
      'La progression des personnes en formation et en mentorat dans les cours et les certifications.',
  },
  monetizationHub: {
    title: 'Centre de facturation',
    description: 'Votre forfait, vos factures et vos fonctions payantes au même endroit.',
  },
  enterpriseHub: {
    title: 'Centre grandes entreprises',
    description:
      'Des outils pour les grands entrepreneurs et les clients d’entreprise\u00a0: plusieurs chantiers, équipes, approbations et rapports.',
  },
  whiteLabelDashboard: {
    title: 'Marque blanche',
    description:
      'Exploitez CraftLink sous votre propre marque pour votre organisation ou votre association.',
  },
  profile: {
    title: 'Profil',
    description:
      'Votre profil tel que les autres le voient, avec vos métiers, vos certifications et vos réalisations.',
  },
  publicProfile: {
    title: 'Profil du membre',
    description:
      'Le profil public d’un membre de CraftLink\u00a0: métiers, certifications, portfolio et offres ouvertes.',
  },
  settings: {
    title: 'Paramètres',
    description:
      'Votre compte, vos préférences de navigation, vos notifications, votre langue et les données conservées sur cet appareil.',
  },
  craftsmanDashboard: {
    title: 'Tableau de bord artisan',
    description:
      'Vos candidatures en cours, vos entrevues, les nouvelles offres qui correspondent à vos métiers et à vos provinces, et vos prochaines étapes.',
  },
  companyDashboard: {
    title: 'Tableau de bord entreprise',
    description:
      'Vos offres ouvertes, vos nouvelles candidatures, vos délais de réponse et les prochaines actions pour votre recrutement.',
  },
  admin: {
    title: 'Tableau de bord d’administration',
    description:
      'Décidez des demandes de rôle, trouvez des personnes, suspendez ou rétablissez leur compte, et voyez qui a fait quoi, et quand.',
  },
  adminRbac: {
    title: 'Rôles et autorisations',
    description:
      'Attribuez, examinez et retirez les rôles et les autorisations associées à chacun.',
  },
  groupAdmin: {
    title: 'Administration des groupes',
    description:
      'Les membres de votre organisation, les demandes d’adhésion et les rôles qu’ils y détiennent.',
  },
  integrations: {
    title: 'Intégrations',
    description:
      'Reliez CraftLink à vos outils de paie, de comptabilité, de planification et autres.',
  },
  workflowAutomation: {
    title: 'Automatisation des processus',
    description:
      'Des règles qui agissent pour vous quand des candidatures arrivent, quand des emplois sont pourvus ou quand des cartes arrivent à échéance.',
  },
  crossPlatformSync: {
    title: 'Synchronisation multiplateforme',
    description:
      'Comment vos données restent identiques sur votre téléphone, votre tablette et votre ordinateur.',
  },
  mobileApp: {
    title: 'Application mobile',
    description:
      'Installez CraftLink sur votre téléphone et utilisez-le sur le chantier, même sans réseau.',
  },
  aiFeatures: {
    title: 'Fonctions d’IA',
    description:
      'Les assistants qui vous aident à trouver du travail, à rédiger des offres et à planifier votre apprentissage.',
  },
  realtimeDebug: {
    title: 'Diagnostic de synchronisation',
    description:
      'Pour l’équipe de soutien\u00a0: état de la connexion, modifications en attente ou en échec, et stockage sur cet appareil.',
  },
  crawlerProtection: {
    title: 'Protection contre l’exploration',
    description:
      'Détections, requêtes bloquées et règles d’adresses IP qui protègent les annonces contre le moissonnage de données.',
  },
  help: {
    title: 'Aide',
    description: 'Réponses aux questions fréquentes sur l’utilisation de CraftLink.',
  },
  privacy: {
    title: 'Politique de confidentialité',
    description: 'Ce que nous conservons, où, et vos droits.',
  },
  terms: {
    title: 'Conditions d’utilisation',
    description: 'Les règles d’utilisation de CraftLink.',
  },
  contact: {
    title: 'Nous joindre',
    description: 'Comment joindre l’équipe de CraftLink.',
  },
} as const satisfies Translation<typeof en>
