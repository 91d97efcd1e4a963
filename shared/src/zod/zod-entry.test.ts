import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { z as realZ } from 'zod';
import narrowed, { z } from './index';

/*
 * The browser builds resolve `zod` to ./index.ts (scripts/webpack/create-config.cjs), whose `z`
 * lists the builders one by one. A builder some bundled file calls but the entry lacks would be
 * `undefined` on the page: this test reads every package's source for `z.<name>` used as a value
 * (called or read, not a type such as `z.infer<…>`). Tests and test helpers are not bundled.
 */

const ROOT = resolve(__dirname, '../../..');
const PACKAGES = ['shell', 'shared', 'case-kit', ...readdirSync(ROOT).filter((d) => d.startsWith('mf-'))];
const NOT_BUNDLED = /(\.test\.tsx?$|(^|\/)(testing|__tests__)\/)/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

/** `z.<name>` not followed by `<` (a generic type) in files that import `z` from 'zod' as a value. */
const valueMembers = (): { name: string; file: string }[] =>
  PACKAGES.flatMap((pkg) => sourceFiles(join(ROOT, pkg, 'src')))
    .filter((file) => !NOT_BUNDLED.test(relative(ROOT, file)))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
    .filter(({ text }) => /import\s*\{\s*z\s*\}\s*from\s*'zod'/.test(text))
    .flatMap(({ file, text }) =>
      [...text.matchAll(/(?<![\w.])z\.(\w+)(?!\w)(?!\s*<)/g)]
        .filter((m) => m[1]! in realZ)
        .map((m) => ({ name: m[1]!, file: relative(ROOT, file) })),
    );

describe('the narrowed zod entry', () => {
  const used = valueMembers();

  it('finds the builders it checks (the scan reads the packages)', () => {
    expect(used.map((u) => u.name)).toEqual(expect.arrayContaining(['object', 'string', 'uuid', 'iso']));
  });

  it('has every builder the bundled code uses', () => {
    const missing = used.filter((u) => !(u.name in z)).map((u) => `z.${u.name} (${u.file})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('hands out the real builders, so schemas behave exactly as with the package', () => {
    for (const [name, value] of Object.entries(z)) expect(value).toBe(realZ[name as keyof typeof realZ]);
    expect(narrowed).toBe(z);
    expect(z.object({ id: z.uuid() }).safeParse({ id: 'x' }).error?.issues[0]?.message).toBe(
      realZ.object({ id: realZ.uuid() }).safeParse({ id: 'x' }).error?.issues[0]?.message,
    );
  });
});
