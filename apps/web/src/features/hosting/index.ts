/** The feature's public face: other features and the app shell import from here only. */
export { HostingInvoicesSection } from './components/HostingInvoicesSection';
export { HostingPlanPanel } from './components/HostingPlanPanel';
export { hostingKeys } from './hooks/hostingKeys';
