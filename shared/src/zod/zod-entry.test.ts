import { z as realZ } from 'zod';
import { bundledSources } from '../testing/bundled-sources';
import narrowed, { z } from './index';

/*
 * The browser builds resolve `zod` to ./index.ts (scripts/webpack/create-config.cjs), whose `z`
 * lists the builders one by one. A builder some bundled file calls but the entry lacks would be
 * `undefined` on the page: this test reads every package's source for `z.<name>` used as a value
 * (called or read, not a type such as `z.infer<…>`). Tests and test helpers are not bundled.
 */

/** `z.<name>` not followed by `<` (a generic type) in files that import `z` from 'zod' as a value. */
const valueMembers = (): { name: string; file: string }[] =>
  bundledSources()
    .filter(({ text }) => /import\s*\{\s*z\s*\}\s*from\s*'zod'/.test(text))
    .flatMap(({ file, text }) =>
      [...text.matchAll(/(?<![\w.])z\.(\w+)(?!\w)(?!\s*<)/g)].filter((m) => m[1]! in realZ).map((m) => ({ name: m[1]!, file })),
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
