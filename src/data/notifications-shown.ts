/** How many notifications the bell shows and the replica's query reads. */
export const NOTIFICATIONS_SHOWN = 20
