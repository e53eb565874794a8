// Types for the tests that import the lint rule's helpers.
import type { ESLint } from 'eslint'

export const LIST_SIZE: number
export function registryPaths(): Set<string>
export const pageListsPlugin: ESLint.Plugin
