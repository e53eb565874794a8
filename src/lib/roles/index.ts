export * from './role-display.ts'
