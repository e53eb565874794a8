// Politique de confidentialité et conditions d’utilisation, en langage clair (titres de section et paragraphes).
import type { legal as en } from '../en/legal.ts'
import type { Translation } from '../shape.ts'

export const legal = {
  updated: 'Dernière mise à jour\u00a0: {{date}}',
  updatedDate: 'novembre 2026',
  privacy: {
    intro:
      'CraftLink est conçu pour les personnes qui travaillent sur des chantiers où le signal est faible. C’est pourquoi une partie de vos données est conservée sur votre propre appareil. Cette page explique ce que nous conservons, où, pourquoi et ce que vous pouvez faire à ce sujet, conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) du Canada.',
    sections: [
      {
        heading: 'Ce qui reste sur votre appareil',
        paragraphs: [
          'Pour fonctionner hors ligne, l’application conserve une copie des données que vous utilisez dans le stockage de votre navigateur (IndexedDB)\u00a0: votre profil, les offres d’emploi que vous consultez, vos candidatures, vos notifications, vos préférences et le temps que vous passez sur chaque page. Les modifications que vous faites hors ligne y attendent jusqu’à ce qu’elles puissent être envoyées.',
          'Votre session de connexion (jetons d’accès et d’actualisation) est conservée dans le stockage local de votre navigateur afin que votre session reste ouverte. Le code de l’application elle-même est mis en cache pour qu’elle puisse démarrer sans connexion.',
          'Lorsque vous vous déconnectez, l’application supprime de cet appareil la copie locale de vos données, de sorte que la prochaine personne qui utilise le téléphone ne voie rien de ce qui vous appartient. Les modifications qui n’ont pas encore été envoyées sont énumérées avant que vous confirmiez.',
        ],
      },
      {
        heading: 'Ce que nous conservons sur nos serveurs',
        paragraphs: [
          'Votre compte\u00a0: votre adresse courriel et un hachage irréversible de votre mot de passe (nous ne voyons jamais le mot de passe lui-même).',
          'Ce que vous saisissez\u00a0: votre profil, vos métiers, vos certifications, votre portfolio, les renseignements sur votre entreprise, les offres d’emploi que vous publiez, les candidatures que vous envoyez, ainsi que vos rôles et vos préférences.',
          'Les notifications que nous vous envoyons, ainsi qu’un historique des changements de rôle et des demandes de rôle.',
          'Les événements d’utilisation (pages consultées et actions effectuées), qui servent à classer les suggestions de la palette de commandes et des actions rapides. Ils ne sont ni vendus ni communiqués à des annonceurs.',
          'Les signaux de sécurité\u00a0: l’adresse IP, les caractéristiques du navigateur (agent utilisateur, taille de l’écran, fuseau horaire, langue, modules d’extension) et les empreintes du navigateur, utilisés uniquement pour détecter l’extraction automatisée des offres et des profils. Les décisions de blocage expirent\u202f; une adresse bloquée est libérée après 24 heures, sauf si le blocage est renouvelé.',
        ],
      },
      {
        heading: 'Pourquoi nous les utilisons',
        paragraphs: [
          'Pour faire fonctionner la plateforme\u00a0: montrer votre profil aux personnes auprès desquelles vous postulez ou que vous embauchez, acheminer les candidatures et les messages, et garder vos appareils synchronisés. Pour protéger les membres et les offres contre les abus. Nous ne recueillons que ce dont ces fins ont besoin, et nous vous demandons votre consentement lorsque vous créez votre compte.',
        ],
      },
      {
        heading: 'Qui peut les voir',
        paragraphs: [
          'Les autres membres voient ce que vous publiez\u00a0: votre profil public et, pour les entreprises, vos offres d’emploi ouvertes. Une entreprise voit les candidatures envoyées à ses offres. Votre adresse courriel et vos paramètres privés ne sont pas montrés aux autres membres.',
          'Notre fournisseur d’hébergement (Supabase) stocke les données des serveurs pour nous en vertu d’un contrat. Si elles sont stockées ou traitées à l’extérieur du Canada, les autorités de ce pays pourraient y avoir accès en vertu de ses lois.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          'Vous pouvez demander une copie des renseignements personnels que nous détenons à votre sujet, nous demander de les corriger, ou retirer votre consentement et fermer votre compte. Écrivez à notre responsable de la protection des renseignements personnels (voir Nous joindre)\u202f; nous répondons dans un délai de 30 jours.',
          'Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada.',
        ],
      },
      {
        heading: 'Combien de temps nous les conservons',
        paragraphs: [
          'Les données du compte sont conservées tant que votre compte est ouvert et supprimées dans les 90 jours suivant sa fermeture, sauf lorsque la loi nous oblige à conserver des dossiers plus longtemps. Les journaux de sécurité ne sont conservés que le temps nécessaire pour protéger le service.',
        ],
      },
    ],
  },
  terms: {
    intro:
      'Les présentes conditions régissent votre utilisation de CraftLink. En créant un compte, vous les acceptez. Si vous utilisez CraftLink pour le compte d’une entreprise, vous les acceptez au nom de cette entreprise.',
    sections: [
      {
        heading: 'Votre compte',
        paragraphs: [
          'Vous devez avoir au moins l’âge de la majorité dans votre province ou territoire, ou avoir le consentement d’un parent ou d’un tuteur. Gardez votre mot de passe confidentiel\u202f; vous êtes responsable de ce qui se passe dans votre compte. Déconnectez-vous sur les appareils partagés.',
        ],
      },
      {
        heading: 'Ce qu’est CraftLink',
        paragraphs: [
          'CraftLink met en relation des gens de métier, des apprentis, des mentors et des entreprises. Nous ne sommes pas partie aux ententes de travail que vous concluez au moyen de la plateforme, nous n’employons pas les gens de métier qui y figurent et nous ne garantissons aucun emploi, aucun paiement ni aucun résultat.',
          'Les badges de vérification reflètent les documents qui nous ont été présentés à ce moment-là. Vérifiez les licences et les assurances que votre projet exige légalement.',
        ],
      },
      {
        heading: 'Offres d’emploi',
        paragraphs: [
          'Les offres doivent décrire un travail réel, comprendre une échelle de rémunération honnête et respecter les lois sur les normes du travail, sur les droits de la personne et sur la transparence salariale de la province ou du territoire où le travail est effectué.',
        ],
      },
      {
        heading: 'Utilisation acceptable',
        paragraphs: [
          'Ne publiez pas de contenu faux, discriminatoire ou illégal, ne harcelez pas les autres membres et ne recueillez pas de données de CraftLink par des moyens automatisés (extraction de données, exploration ou robots). Nous détectons les accès automatisés et pouvons les bloquer.',
        ],
      },
      {
        heading: 'Votre contenu',
        paragraphs: [
          'Vous demeurez propriétaire de ce que vous publiez. Vous nous autorisez à l’héberger, à l’afficher et à le transmettre pour faire fonctionner le service. Vous pouvez le retirer en tout temps\u202f; les copies déjà envoyées à d’autres membres (par exemple une candidature) restent en leur possession.',
        ],
      },
      {
        heading: 'Suspension et fermeture',
        paragraphs: [
          'Nous pouvons suspendre les comptes qui enfreignent les présentes conditions. Vous pouvez fermer votre compte en tout temps.',
        ],
      },
      {
        heading: 'Responsabilité',
        paragraphs: [
          'Le service est fourni tel quel. Dans la mesure permise par la loi, CraftLink n’est pas responsable des pertes indirectes ni de la conduite des autres membres.',
        ],
      },
      {
        heading: 'Droit applicable et modifications',
        paragraphs: [
          'Les présentes conditions sont régies par les lois de l’Ontario et les lois fédérales du Canada qui s’y appliquent. Nous vous aviserons dans l’application avant l’entrée en vigueur de toute modification importante.',
        ],
      },
    ],
  },
} as const satisfies Translation<typeof en>
