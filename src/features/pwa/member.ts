// What only a member's pages use: kept out of index.ts, which a visitor's entry reaches, so that
// its code stays out of the entry.
export { OnThisDevice } from './components/OnThisDevice.tsx'
