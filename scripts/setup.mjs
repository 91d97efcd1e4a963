#!/usr/bin/env node
/** `npm run setup`: dependencies and Debian's Chromium, without building or testing. */
import { ensureChromium, install } from './lib.mjs';
import { ensureRuntime } from './runtime.mjs';

await ensureRuntime();

await install();
await ensureChromium();
