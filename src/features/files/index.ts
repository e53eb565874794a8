// Public surface of the files feature: photos kept on the device until uploaded, and shown from
// there or from Storage (issue 29).
export { StoredImage } from './components/StoredImage.tsx'
export { AvatarPhoto } from './components/AvatarPhoto.tsx'
export { PhotoGallery } from './components/PhotoGallery.tsx'
export { PhotosField } from './components/PhotosField.tsx'
export { ProfilePhotoEditor } from './components/ProfilePhotoEditor.tsx'
export { publicFileUrl } from './public-url.ts'
export { saveCompanyLogo, saveProfilePhoto } from './profile-photos.ts'
export { isAcceptedAttachment, isDocumentType, keepAttachment } from './attachments.ts'
export { photoErrorMessage } from './photo-messages.ts'
