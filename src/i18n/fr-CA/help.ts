// Page d’aide et page pour nous joindre.
import type { help as en } from '../en/help.ts'
import type { Translation } from '../shape.ts'

export const help = {
  intro:
    'Des réponses rapides aux questions que les gens de métier et les entreprises posent le plus souvent.',
  faq: [
    {
      q: 'Comment commencer\u202f?',
      a: 'Créez un compte avec votre adresse courriel, puis choisissez à quel titre vous vous joignez à CraftLink\u00a0: artisan ou artisane, entreprise, apprenti ou apprentie, mentor ou mentore. Quelques étapes rapides configurent votre profil pour ce rôle.',
    },
    {
      q: 'CraftLink fonctionne-t-il sans réseau\u202f?',
      a: 'Oui. Après votre première visite, l’application démarre sans connexion. Les offres d’emploi, vos candidatures et vos notifications sont conservées sur votre appareil\u202f; ce que vous modifiez hors ligne y est enregistré, puis envoyé automatiquement dès que vous êtes de nouveau en ligne.',
    },
    {
      q: 'Comment installer l’application sur mon téléphone\u202f?',
      a: 'Sur Android, ouvrez CraftLink dans Chrome et choisissez «\u00a0Installer\u00a0» lorsque le navigateur vous le propose (ou «\u00a0Ajouter à l’écran d’accueil\u00a0» dans le menu du navigateur). Sur iPhone, ouvrez-le dans Safari, touchez «\u00a0Partager\u00a0», puis «\u00a0Sur l’écran d’accueil\u00a0».',
    },
    {
      q: 'Comment postuler à une offre d’emploi\u202f?',
      a: 'Ouvrez l’offre à partir de «\u00a0Trouver un emploi\u00a0», touchez «\u00a0Postuler\u00a0», puis envoyez une lettre de présentation, votre tarif horaire, votre expérience pertinente et la date à laquelle vous pouvez commencer. Vous pouvez suivre l’état de votre candidature dans «\u00a0Mon portfolio\u00a0».',
    },
    {
      q: 'Pourquoi une offre d’emploi doit-elle indiquer une fourchette salariale\u202f?',
      a: 'Plusieurs provinces exigent désormais une fourchette salariale dans les offres d’emploi publiques (la Colombie-Britannique depuis novembre 2023, l’Ontario à partir de 2026). Indiquer la fourchette vous attire aussi des candidatures plus nombreuses et mieux ciblées.',
    },
    {
      q: 'J’ai plus d’un rôle. Comment en changer\u202f?',
      a: 'Utilisez le menu des rôles dans l’en-tête. Votre tableau de bord et vos menus s’adaptent au rôle que vous utilisez.',
    },
    {
      q: 'Comment trouver une page rapidement\u202f?',
      a: 'Appuyez sur Ctrl+K (Cmd+K sur un Mac) et tapez ce que vous cherchez.',
    },
    {
      q: 'J’utilise un téléphone partagé. Mes données sont-elles en sécurité\u202f?',
      a: 'Déconnectez-vous quand vous avez terminé. La déconnexion supprime vos données de cet appareil.',
    },
  ],
  stillStuck: 'Toujours besoin d’aide\u202f?',
  stillStuckBody: 'Notre équipe répond en moins d’un jour ouvrable.',
  contactUs: 'Nous joindre',
  contact: {
    intro: 'Nous sommes une équipe canadienne. Écrivez-nous en français ou en anglais.',
    channels: [
      {
        heading: 'Soutien',
        body: 'Questions sur votre compte, les offres d’emploi ou les candidatures.',
        email: 'support@craftlink.ca',
      },
      {
        heading: 'Ventes et grandes entreprises',
        body: 'Forfaits payants pour les entreprises, les entrepreneurs multisites, les associations et la marque blanche.',
        email: 'sales@craftlink.ca',
      },
      {
        heading: 'Responsable de la protection des renseignements personnels',
        body: 'Demandes pour consulter, corriger ou supprimer vos renseignements personnels.',
        email: 'privacy@craftlink.ca',
      },
    ],
    hours:
      'Heures de soutien\u00a0: du lundi au vendredi, de 8\u00a0h à 18\u00a0h (heure de l’Est). Nous répondons en moins d’un jour ouvrable.',
    security:
      'Vous avez trouvé un problème de sécurité\u202f? Écrivez à security@craftlink.ca\u202f; nous répondons dans les 48\u00a0heures.',
  },
} as const satisfies Translation<typeof en>
