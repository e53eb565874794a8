// The replica's RxDB database name, on its own so code that must not load RxDB (the early peek,
// replica-peek.ts) can name the database too.
export const DEFAULT_DB_NAME = 'craftlink'
