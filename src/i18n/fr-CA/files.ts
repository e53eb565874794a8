// Photos et fichiers : états de téléversement, sélecteur de photos, visionneuse et photos de profil.
import type { files as en } from '../en/files.ts'
import type { Translation } from '../shape.ts'

export const files = {
  state: {
    local: 'Enregistré sur cet appareil',
    uploading: 'Téléversement… {{percent}} %',
    uploaded: 'Téléversé',
    failed: 'Non téléversé : {{reason}}',
  },
  retry: 'Réessayer le téléversement',
  picker: {
    take: 'Prendre une photo',
    choose: 'Choisir des photos',
    chooseOne: 'Choisir une photo',
    keepLocation: 'Conserver le lieu de la photo',
    keepLocationHint:
      'Si l’option est désactivée, le lieu où la photo a été prise est retiré avant l’enregistrement.',
    preparing: 'Préparation des photos…',
  },
  photos: {
    label: 'Photos',
    hint: 'Jusqu’à {{max}} photos. Les grandes photos sont réduites sur cet appareil.',
    remove: 'Retirer la photo {{n}}',
    tooMany: 'Une réalisation compte au plus {{max}} photos.',
    open: 'Ouvrir la photo {{n}} sur {{total}}',
    count_one: '{{count}} photo',
    count_other: '{{count}} photos',
  },
  errors: {
    notImage: '{{name}} n’est pas une image. Choisissez une photo JPEG, PNG ou WebP.',
    unsupported:
      '{{name}} est dans un format que ce navigateur ne peut pas ouvrir (comme HEIC). Choisissez une photo JPEG, PNG ou WebP.',
    corrupt: '{{name}} n’a pas pu être lu. Le fichier est peut-être endommagé.',
    tooLarge: '{{name}} dépasse {{max}} Mo.',
    tooSmall: '{{name}} est trop petite : une photo doit compter au moins {{min}} pixels de côté.',
    full: 'Cet appareil n’a plus d’espace pour des photos. Libérez de l’espace et réessayez. Rien d’autre n’a été perdu.',
  },
  lightbox: {
    title: 'Photo {{n}} sur {{total}}',
    previous: 'Photo précédente',
    next: 'Photo suivante',
  },
  avatar: {
    add: 'Ajouter une photo',
    change: 'Changer la photo',
    remove: 'Retirer la photo',
    crop: 'Placez votre photo',
    zoom: 'Zoom',
    hint: 'Faites glisser la photo pour la placer dans le carré.',
    use: 'Utiliser cette photo',
    cancel: 'Annuler',
    saved: 'Photo enregistrée sur cet appareil.',
    removed: 'Photo retirée.',
  },
  logo: {
    add: 'Ajouter un logo',
    change: 'Changer le logo',
    remove: 'Retirer le logo',
    crop: 'Placez votre logo',
    saved: 'Logo enregistré sur cet appareil.',
    removed: 'Logo retiré.',
  },
} as const satisfies Translation<typeof en>
