// La page d'accueil.
import type { home as en } from '../en/home.ts'
import type { Translation } from '../shape.ts'

export const home = {
  heroTitle: 'Le travail des métiers spécialisés, partout au Canada',
  heroBody:
    'CraftLink met en relation gens de métier, apprentis et apprenties, mentors et mentores, et entreprises\u00a0: trouvez du travail ou une équipe, postulez avec votre tarif, préparez votre carte de compétence et gardez tout dans votre poche, même là où il n’y a pas de réseau.',
  findJobs: 'Trouver un emploi',
  joinAsCraftsman: 'S’inscrire comme artisan ou artisane',
  postJob: 'Publier une offre',
  welcomeBack: 'Bon retour parmi nous',
  goToDashboard: 'Aller à votre tableau de bord',
  features: [
    {
      title: 'Des emplois dans tous les métiers',
      body: 'De la charpenterie-menuiserie au solaire, dans les 13 provinces et territoires, avec l’échelle salariale affichée d’emblée.',
    },
    {
      title: 'Fonctionne hors ligne',
      body: 'Consultez les offres et postulez du sous-sol comme du fond du rang\u202f; tout part dès que vous retrouvez du réseau.',
    },
    {
      title: 'Apprenez et faites-vous certifier',
      body: 'Des cours, des mentors et des certificats vérifiés auxquels les entreprises peuvent se fier.',
    },
    {
      title: 'Équipes et communauté',
      body: 'Formez une équipe pour votre prochain projet et restez en contact avec les gens avec qui vous travaillez.',
    },
  ],
} as const satisfies Translation<typeof en>
