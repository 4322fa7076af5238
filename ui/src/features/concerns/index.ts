// What other features may use of raising a concern (CONTRIBUTING.md,
// "Where code may import from").
export { ReportConcernButton } from './components/ReportConcernButton';
