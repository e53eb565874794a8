// The navigation's parts of the shell that arrive after the page has mounted, in one chunk.
export { QuickActions } from './QuickActions.tsx'
export { GuidedTooltip } from './GuidedTooltip.tsx'
export { SearchButton } from './SearchButton.tsx'
