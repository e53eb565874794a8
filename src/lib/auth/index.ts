export * from './auth-errors.ts'
export * from './session-policy.ts'
export * from './onboarding-rules.ts'
export * from './mfa-rules.ts'
