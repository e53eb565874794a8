import { useAuthView } from '@/features/auth/index.ts'

/** The signed-in user's id, or '' while signed out (pages behind the gate always have one). */
export function useUserId(): string {
  return useAuthView().user?.id ?? ''
}
