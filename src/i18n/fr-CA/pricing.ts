// La page des tarifs (forfaits, prix et questions fréquentes).
import type { pricing as en } from '../en/pricing.ts'
import type { Translation } from '../shape.ts'

export const pricing = {
  intro:
    'Gratuit pour les gens de métier. Les entreprises commencent gratuitement et passent à un forfait supérieur quand elles embauchent davantage. Prix en dollars canadiens, TPS/TVH/TVQ en sus.',
  perMonth: '/ mois',
  popular: 'Le plus populaire',
  plans: [
    {
      id: 'craftsman',
      name: 'Gens de métier',
      price: '0\u00a0$',
      audience: 'Pour les gens de métier, les apprentis et les mentors',
      features: [
        'Profil avec métiers, certifications et portfolio',
        'Candidatures illimitées',
        'Messagerie avec les entreprises et les équipes',
        'Plateforme d’apprentissage et mentorat',
        'Fonctionne hors ligne sur le chantier',
      ],
      cta: 'Créer votre compte gratuit',
    },
    {
      id: 'starter',
      name: 'Entreprise Démarrage',
      price: '0\u00a0$',
      audience: 'Pour les petits entrepreneurs qui embauchent à l’occasion',
      features: [
        '1 offre d’emploi active',
        'Gestion des candidatures',
        'Profil d’entreprise',
        'Messagerie avec les candidats',
      ],
      cta: 'Commencer gratuitement',
    },
    {
      id: 'professional',
      name: 'Entreprise Professionnel',
      price: '49\u00a0$',
      audience: 'Pour les entreprises qui embauchent chaque mois',
      features: [
        'Jusqu’à 10 offres d’emploi actives',
        'Offres en vedette et urgentes',
        'Statistiques d’embauche par métier et par province',
        'Formation d’équipes de chantier',
        'Soutien prioritaire',
      ],
      cta: 'Communiquez avec nous',
    },
    {
      id: 'enterprise',
      name: 'Grande entreprise',
      price: 'Sur mesure',
      audience: 'Pour les entrepreneurs multisites, les syndicats et les associations',
      features: [
        'Offres illimitées sur tous vos chantiers',
        'Rôles, approbations et journal d’audit',
        'Intégrations et automatisation des flux de travail',
        'Marque blanche pour votre organisation',
      ],
      cta: 'Communiquez avec nous',
    },
  ],
  paidNote:
    'Les forfaits payants se configurent avec notre équipe\u00a0: parlez-nous de vos besoins d’embauche et tout sera en place le jour même. Annulez en tout temps\u202f; aucun contrat à long terme.',
  faqTitle: 'Questions',
  faq: [
    {
      q: 'Les gens de métier ont-ils quelque chose à payer\u202f?',
      a: 'Non. Les candidatures, la messagerie et le profil sont gratuits pour les gens de métier.',
    },
    {
      q: 'Les taxes sont-elles incluses\u202f?',
      a: 'Non. La TPS, la TVH ou la TVQ s’ajoute selon votre province.',
    },
  ],
} as const satisfies Translation<typeof en>
