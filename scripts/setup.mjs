#!/usr/bin/env node
/** `npm run setup`: dependencies and Debian's Chromium, without building or testing. */
import { ensureChromium, install } from './lib.mjs';

await install();
await ensureChromium();
