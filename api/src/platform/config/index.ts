export { loadConfig, ConfigError, ZEnv } from './config';
export type { AppConfig, Env } from './config';
export { findRepoRoot } from './repo-root';
