// What other features may use of watching a recording (CONTRIBUTING.md,
// "Where code may import from").
export { RecordingLink } from './components/RecordingLink';
