/** The Settings section the two-step gate links to (its heading's id). */
export const TWO_STEP_SECTION_ID = 'settings-two-step'
