// Public surface of the settings feature (its page is reached through the page registry).
export { DeviceStorageFigures } from './components/DeviceStorageFigures.tsx'
