// Public surface of the profiles feature (pages load lazily from src/routes/pages.ts).
export { ProfileView } from './components/ProfileView.tsx'
export { shownRoles, formatDate } from './profile-view.ts'
