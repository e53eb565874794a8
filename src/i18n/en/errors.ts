// Boundaries and the not-found page (spec section 8, "Boundaries").
export const errors = {
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongBody:
    'This part of the page stopped working. Your saved work is safe on this device.',
  tryAgain: 'Try Again',
  navigationIssue: 'Navigation system encountered an issue',
  navigationIssueBody: 'The menus could not be shown. You can still use the page below.',
  pageLoadingError: 'Page Loading Error',
  pageLoadingErrorBody:
    'This page could not be loaded. Check your connection, or go back to the home page.',
  goToHomepage: 'Go to Homepage',
  unexpected: 'Unexpected Application Error!',
  refreshMessage: 'Something went wrong. Please refresh the page to continue.',
  refresh: 'Refresh Page',
  details: 'Details',
  notFound: {
    code: '404',
    title: 'Page not found',
    body: 'The page {{path}} does not exist or has moved.',
    home: 'Go to Homepage',
    help: 'Help',
  },
  /** What the server said, in the user's words (src/lib/server-messages.ts). */
  server: {
    forbidden: 'You are not allowed to make this change.',
    duplicate: 'This already exists.',
    missingReference: 'It refers to something that no longer exists.',
    required: 'A required value is missing.',
    checkFailed: 'A value is not accepted.',
    invalidValue: 'A value is not in the expected form.',
    session: 'Your session has ended: sign in again to send it.',
    unreachable: 'The server could not be reached.',
    refused: 'The server refused this change.',
  },
  /** What went wrong in this device's own storage (src/lib/local-errors.ts). */
  local: {
    full: 'This device has no storage space left. Free some space, then try again.',
    conflict: 'It was changed at the same moment in another tab. Try again.',
    closed: 'The app’s storage on this device was closed. Reload the page, then try again.',
    invalid: 'A value is not in the expected form.',
    failed:
      'This device’s storage did not answer. Try again; if it keeps failing, reload the page.',
  },
} as const
