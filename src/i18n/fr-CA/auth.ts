// L’écran /auth, les sessions et la déconnexion.
import type { auth as en } from '../en/auth.ts'
import type { Translation } from '../shape.ts'

export const auth = {
  title: 'Bienvenue',
  tabs: { signIn: 'Connexion', signUp: 'Inscription' },
  fields: {
    email: 'Courriel',
    emailPlaceholder: 'vous@exemple.com',
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    newPassword: 'Nouveau mot de passe',
    showPassword: 'Afficher le mot de passe',
  },
  actions: {
    signIn: 'Se connecter',
    signingIn: 'Connexion…',
    createAccount: 'Créer un compte',
    creatingAccount: 'Création du compte…',
    forgotPassword: 'Mot de passe oublié\u202f?',
    setPassword: 'Enregistrer le mot de passe',
    settingPassword: 'Enregistrement du mot de passe…',
  },
  recovery: {
    title: 'Choisissez un nouveau mot de passe',
    description: 'Entrez un nouveau mot de passe pour {{email}}. Votre session restera ouverte.',
    expired:
      'Ce lien de réinitialisation du mot de passe est invalide ou a expiré. Demandez-en un nouveau ci-dessous.',
    success: 'Mot de passe mis à jour',
    successDescription: 'Votre nouveau mot de passe est enregistré et votre session est ouverte.',
  },
  passwordHint:
    'Au moins 8 caractères, dont une lettre majuscule, une lettre minuscule et un chiffre.',
  offlineNotice:
    'Vous êtes hors ligne. Il faut une connexion Internet pour se connecter et pour créer un compte.',
  toasts: {
    welcomeTitle: 'Bon retour\u202f!',
    welcomeMessage: 'La connexion a réussi.',
    welcomeEmail: 'Session ouverte avec {{email}}',
    signUpWelcome: 'Bienvenue\u202f!',
    signUpWelcomeMessage: 'Votre compte est prêt, {{email}}.',
    accountCreated: 'Compte créé\u202f!',
    accountCreatedMessage: 'Veuillez consulter vos courriels pour vérifier votre compte.',
    resetSent: 'Courriel de réinitialisation envoyé',
    resetSentMessage:
      'Consultez votre boîte de réception pour obtenir les instructions de réinitialisation du mot de passe.',
    enterEmailFirst: 'Veuillez d’abord entrer votre adresse courriel.',
    signedOut: 'Déconnexion réussie',
    signedOutMessage: 'La session de votre compte est fermée',
    signOutFailed: 'Erreur lors de la déconnexion',
    signOutFailedMessage: 'Veuillez réessayer.',
  },
  errorTitles: {
    signIn: 'Erreur de connexion',
    signUp: 'Erreur d’inscription',
    reset: 'Erreur de réinitialisation',
    updatePassword: 'Erreur de mot de passe',
  },
  signedOut: {
    suspended: {
      title: 'Compte suspendu',
      body: 'Un administrateur a suspendu votre compte, et vous avez été déconnecté. Si vous croyez qu’il s’agit d’une erreur, écrivez-nous.',
      contact: 'Nous joindre',
    },
    sessionEnded: {
      title: 'Déconnecté',
      body: 'Cet appareil a été déconnecté depuis un autre appareil, ou partout. Ses données locales ont été supprimées\u00a0: reconnectez-vous pour continuer.',
    },
  },
  errors: {
    accountSuspended:
      'Ce compte est suspendu. Si vous croyez qu’il s’agit d’une erreur, écrivez-nous.',
    invalidCredentials: 'Courriel ou mot de passe invalide. Veuillez vérifier vos identifiants.',
    emailNotConfirmed: 'Veuillez vérifier votre adresse courriel avant de vous connecter.',
    tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer plus tard.',
    signInFailed: 'La connexion a échoué.',
    offline: 'Vous semblez être hors ligne. Cette action nécessite une connexion Internet.',
    alreadyRegistered:
      'Cette adresse courriel est déjà inscrite. Essayez plutôt de vous connecter.',
    weakPassword:
      'Le mot de passe est trop faible. Veuillez utiliser un mot de passe plus robuste.',
    passwordTooLong: 'Le mot de passe est trop long (72 octets au maximum)',
    invalidEmail: 'Veuillez entrer une adresse courriel valide.',
    signUpFailed: 'La création du compte a échoué.',
    resetFailed: 'L’envoi du courriel de réinitialisation a échoué',
    updatePasswordFailed: 'La mise à jour du mot de passe a échoué.',
    samePassword: 'Le nouveau mot de passe doit être différent de l’ancien.',
  },
} as const satisfies Translation<typeof en>
