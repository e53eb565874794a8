import { createTheme, type CSSVariablesResolver, type MantineThemeComponents } from '@mantine/core'
import { accessibleColors } from './theme-colors.ts'

// Safety orange on slate: readable in sunlight, familiar from site gear. Every text and
// background pair the app draws passes WCAG AA (src/app/theme.test.ts).
export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 8, dark: 6 },
  colors: accessibleColors,
  // A filled colour whose luminance is over 0.179 (where white and black text contrast equally,
  // 4.58:1) gets black text instead of white: the yellow FEATURED badge, any future light fill.
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Mantine puts a role="presentation" focus placeholder inside role="menu", which may hold
    // only menu items (axe: aria-required-children, critical). Without it an opened menu
    // focuses its first item, as the WAI-ARIA menu button pattern does.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
})

/** Mantine draws error text in red.6 (3.28:1) and placeholders in gray.5 (2.07:1): both take the
 * darker shades. The app has no dark scheme (App.tsx pins light), so only light is set. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
})

/** Mantine draws the close buttons of toasts, dialogs, drawers and alerts as bare icons with no
 * accessible name (axe: button-name, critical): each gets `label` unless it is given its own. */
export function closeButtonDefaults(label: string): MantineThemeComponents {
  const closeButtonProps = { 'aria-label': label }
  return {
    Notification: { defaultProps: { closeButtonProps } },
    Modal: { defaultProps: { closeButtonProps } },
    Drawer: { defaultProps: { closeButtonProps } },
    Alert: { defaultProps: { closeButtonLabel: label } },
  }
}
