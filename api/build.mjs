// Bundles the server into dist/main.js: the workspace package `shared` is bundled in (it ships
// TypeScript source); every other dependency stays in node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => name !== 'shared')
  .flatMap((name) => [name, `${name}/*`]);

const entryPoints = {
  main: join(here, 'src/main.ts'),
  'cli/migrate': join(here, 'src/cli/migrate.ts'),
  'cli/seed': join(here, 'src/cli/seed.ts'),
  'cli/reset': join(here, 'src/cli/reset.ts'),
};
const existing = Object.fromEntries(
  Object.entries(entryPoints).filter(([, file]) => {
    try {
      readFileSync(file);
      return true;
    } catch {
      return false;
    }
  }),
);

await build({
  entryPoints: existing,
  outdir: join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node24', // the project runtime (.nvmrc, ADR 0004)
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // `shared` must not pull React into the server: only type imports of it are allowed.
  plugins: [
    {
      name: 'no-browser-code',
      setup(b) {
        b.onResolve({ filter: /^(react|react-dom|styled-components|react-router-dom)(\/.*)?$/ }, (args) => ({
          errors: [{ text: `api must not import browser code (${args.path} from ${args.importer})` }],
        }));
      },
    },
  ],
});
console.log('api built → dist/');
