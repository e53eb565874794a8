// What only a signed-in member's shell uses (src/app/shell/MemberControls.tsx): kept out of any
// module a visitor's entry reaches.
export { DeviceReporter } from './components/DeviceReporter.tsx'
