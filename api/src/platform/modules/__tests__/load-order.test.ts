import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Module index files import each other. A definition built eagerly from its own files' exports
 * fails with "Cannot access … before initialization" when one of those files is the first one a
 * process loads (a test importing `x.routes.ts`): that is why definitions are lazy
 * (`defineModule(() => ({ … }))`). Loads each file a definition reads first, in a fresh registry.
 */
const dir = join(__dirname, '../../../modules');
const READ_BY_DEFINITIONS = /(^index|\.(routes|search|file-owners|mail|seed|plugin|guards|certificates))\.ts$/;
const files = readdirSync(dir).flatMap((m) =>
  readdirSync(join(dir, m))
    .filter((f) => READ_BY_DEFINITIONS.test(f))
    .map((f) => `${m}/${f}`),
);

describe('module load order', () => {
  it.each(files)('%s loads first', (file) => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(join(dir, file));
    });
  });
});
