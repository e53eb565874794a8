// The shell's parts drawn from the page's first content on, in one chunk: they are not needed
// to paint or hydrate the page, so their code follows it (lib/after-mount).
export { DesktopNav } from './DesktopNav.tsx'
export { MobileMenu } from './MobileMenu.tsx'
export { ShellOverlays } from './ShellOverlays.tsx'
export { Toasts } from '../Toasts.tsx'
