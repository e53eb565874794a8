// Public surface of the registration feature (pages load lazily from src/routes/pages.ts).
export { parseList } from './lists.ts'
export {
  decodeCertifications,
  expiryStatus,
  type Certification,
  type ExpiryStatus,
} from './certifications.ts'
export { useFormValues, type FormValues } from './hooks/useFormValues.ts'
export { useOwnProfiles, type OwnProfiles } from './hooks/useOwnProfiles.ts'
export { useContacts, type ContactsView } from './hooks/useContacts.ts'
export { savePhone } from './save-phone.ts'
export { optionalLongTextSchema } from './form-rules.ts'
export { changedFields } from './save-registration.ts'
export { ProvincesSelect, TradesSelect } from './components/CatalogueSelects.tsx'
