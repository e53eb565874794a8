// Public surface of the crawler-protection feature.
export { AccessGate } from './components/AccessGate.tsx'
export { installCrawlerSignals } from './signals/install-signals.ts'
export { runAccessCheck } from './gate/run-check.ts'
export { allowPrerenderedPage } from './gate/gate.store.ts'
