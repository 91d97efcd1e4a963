import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as realRouter from 'react-router-dom';
import { bundledSources } from '../testing/bundled-sources';
import * as entry from './index';

/*
 * The browser builds resolve `react-router-dom` to ./index.ts (scripts/webpack/create-config.cjs),
 * which lists names one by one so react-router is tree-shaken. A name some bundled file imports
 * but the entry does not export would be `undefined` on the page: this test reads every package's
 * source for those imports. Tests and test helpers are not bundled (jest uses the real package).
 */

/** `{ name, type: boolean }` for each name imported from 'react-router-dom' in the bundled source. */
const importedNames = (): { name: string; type: boolean; file: string }[] =>
  bundledSources().flatMap(({ file, text }) =>
    [...text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router-dom'/g)].flatMap((m) =>
      m[2]!
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => ({
          name: part.replace(/^type\s+/, '').split(/\s+as\s+/)[0]!,
          type: Boolean(m[1]) || part.startsWith('type '),
          file,
        })),
    ),
  );

const entrySource = readFileSync(join(__dirname, 'index.ts'), 'utf8');
const entryTypes = [...entrySource.matchAll(/export\s+type\s+\{([^}]*)\}/g)].flatMap((m) =>
  m[1]!.split(',').map((n) => n.trim()),
);

describe('the narrowed react-router-dom entry', () => {
  const imports = importedNames();

  it('finds the imports it checks (the scan reads the packages)', () => {
    expect(imports.map((i) => i.name)).toEqual(expect.arrayContaining(['Link', 'useNavigate', 'RouterProvider']));
  });

  it('exports every value the bundled code imports from react-router-dom', () => {
    const missing = imports.filter((i) => !i.type && !(i.name in entry)).map((i) => `${i.name} (${i.file})`);
    expect(missing).toEqual([]);
  });

  it('exports every type the bundled code imports from react-router-dom', () => {
    const missing = imports.filter((i) => i.type && !entryTypes.includes(i.name)).map((i) => `${i.name} (${i.file})`);
    expect(missing).toEqual([]);
  });

  it('hands out the very objects react-router-dom exports (same components, hooks and contexts)', () => {
    for (const [name, value] of Object.entries(entry)) {
      expect([name, value]).toEqual([name, realRouter[name as keyof typeof realRouter]]);
      expect(value).toBe(realRouter[name as keyof typeof realRouter]);
    }
  });
});
