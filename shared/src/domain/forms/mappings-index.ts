/** Server-side: the USCIS field mappings (import from `shared/forms-mappings`, never in the browser). */
export * from './registry';
export { I129_MAPPING } from './mappings/i-129';
export { I765_MAPPING } from './mappings/i-765';
export { I539_MAPPING } from './mappings/i-539';
export { I140_MAPPING } from './mappings/i-140';
export { I9_MAPPING } from './mappings/i-9';
