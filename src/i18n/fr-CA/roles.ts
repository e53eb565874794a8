// Noms des rôles, sélecteur de rôle, demandes de rôle et leurs messages.
import type { roles as en } from '../en/roles.ts'
import type { Translation } from '../shape.ts'

export const roles = {
  names: {
    customer: 'Client ou cliente',
    craftsman: 'Artisan ou artisane',
    admin: 'Administrateur ou administratrice',
    workshop_owner: 'Propriétaire d’atelier',
    franchise_partner: 'Partenaire de franchise',
    auditor: 'Auditeur ou auditrice',
    bank_insurance: 'Banque et assurance',
    guest: 'Invité ou invitée',
    privacy_officer: 'Responsable de la protection des renseignements personnels',
    compliance_officer: 'Responsable de la conformité',
    security_officer: 'Responsable de la sécurité',
    factory_manager: 'Directeur ou directrice d’usine',
    moderator: 'Modérateur ou modératrice',
    brand_manager: 'Gestionnaire de marque',
    company: 'Entreprise',
    mentor: 'Mentor ou mentore',
    apprentice: 'Apprenti ou apprentie',
  },
  requestRole: 'Demander un rôle',
  offlineSwitch:
    'Il faut une connexion Internet pour changer de rôle. Votre rôle actuel reste actif.',
  offlineSwitchTitle: 'Vous êtes hors ligne',
  offlineRequest: 'Il faut une connexion Internet pour demander un rôle.',
  request: {
    title: 'Demander un rôle',
    role: 'Rôle',
    rolePlaceholder: 'Choisissez un rôle',
    organization: 'Organisation (facultatif)',
    organizationPlaceholder: 'Identifiant de l’organisation',
    organizationInvalid:
      'Entrez l’identifiant de l’organisation (un UUID) ou laissez le champ vide',
    reason: 'Motif',
    reasonPlaceholder: 'Pourquoi avez-vous besoin de ce rôle\u202f?',
    tradeScope: 'Métiers visés',
    tradeScopePlaceholder: 'Métiers couverts par ce rôle',
    regionScope: 'Régions visées',
    regionScopePlaceholder: 'Provinces couvertes par ce rôle',
    roleRequired: 'Veuillez choisir un rôle',
    submit: 'Envoyer la demande',
    submitting: 'Envoi en cours…',
    cancel: 'Annuler',
  },
  pageGate: {
    hiring: {
      title: 'Cette page est réservée aux entreprises qui embauchent',
      body: 'Le tableau de bord d’entreprise, «\u00a0Publier une offre\u00a0» et «\u00a0Gestion des offres\u00a0» permettent à une entreprise de publier ses offres d’emploi, de voir qui a postulé et de répondre aux candidatures. Votre compte n’embauche pas encore pour une entreprise.',
      request: 'Inscrire votre entreprise',
    },
    working: {
      title: 'Cette page est réservée aux gens de métier et aux personnes en apprentissage',
      body: 'Le tableau de bord des gens de métier suit les emplois auxquels vous avez postulé, les réponses des entreprises et votre profil. Votre compte n’a pas encore le rôle Artisan ou artisane.',
      request: 'S’inscrire comme artisan ou artisane',
    },
    switchBody:
      'Vous utilisez CraftLink avec le rôle {{active}}. Passez au rôle {{role}} pour ouvrir cette page.',
    switchAction: 'Passer au rôle {{role}}',
    pendingBody:
      'Votre demande pour le rôle {{role}} attend la décision de l’administration. Vous recevrez une notification lorsqu’elle sera prise.',
    ownDashboard: 'Aller à votre tableau de bord',
  },
  toasts: {
    switchedTitle: 'Rôle changé',
    switchedMessage: 'Vous utilisez maintenant le rôle {{role}}',
    switchFailedTitle: 'Échec du changement',
    switchFailedMessage: 'Impossible de changer de rôle',
    loadFailedTitle: 'Erreur',
    loadFailedMessage: 'Impossible de charger vos rôles',
    requestedTitle: 'Rôle demandé',
    requestedMessage: 'Votre demande pour le rôle {{role}} a été envoyée',
    requestFailedTitle: 'Échec de la demande',
    requestFailedMessage: 'Impossible d’envoyer la demande de rôle',
    alreadyHeld: 'Vous avez déjà ce rôle.',
    alreadyPending: 'Une demande pour ce rôle attend déjà une décision.',
    notHeld: 'Ce rôle n’est pas actif pour vous\u00a0: demandez-le ou attendez la décision.',
  },
} as const satisfies Translation<typeof en>
