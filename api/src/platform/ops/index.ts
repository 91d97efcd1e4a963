export { metricsPlugin } from './metrics';
export { healthPlugin } from './health';
export { gracefulShutdown, installSignalHandlers } from './shutdown';
export type { ShutdownOptions } from './shutdown';
export { securityHeadersPlugin } from './security-headers';
