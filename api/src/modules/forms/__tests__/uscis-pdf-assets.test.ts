import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import nodeModule from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FORM_MAPPINGS } from 'shared/forms-mappings';
import { findRepoRoot } from '../../../platform/config/repo-root';
import { bundledUscisPdfDir, uscisPdfDir } from '../forms.pdf';

/*
 * The official PDFs ship with the repository (issue 14): a fresh clone generates forms with
 * nothing beside it. These checks pin the committed files to their manifest and the mappings.
 */

interface ManifestEntry {
  form: string;
  title: string;
  file: string;
  edition: string;
  pages: number;
  bytes: number;
  sha256: string;
  sourceUrl: string;
}

const repoRoot = findRepoRoot();
const dir = bundledUscisPdfDir(repoRoot);
const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { forms: ManifestEntry[] };
const byFile = new Map(manifest.forms.map((e) => [e.file, e]));

/** pdfjs-dist is an ES module: under jest it is loaded through Node's own loader (ADR 0003). */
interface PdfDoc {
  numPages: number;
  getPage(n: number): Promise<{ getTextContent(): Promise<{ items: { str?: string }[] }> }>;
}
function pdfjs(): { getDocument(src: { data: Uint8Array; disableFontFace?: boolean }): { promise: Promise<PdfDoc> } } {
  const load = (nodeModule as unknown as { _load(request: string, parent: null, isMain: boolean): unknown })._load;
  return load(require.resolve('pdfjs-dist/legacy/build/pdf.mjs'), null, false) as ReturnType<typeof pdfjs>;
}

describe('official USCIS PDFs shipped in api/assets/uscis-pdf', () => {
  it('lives inside the repository and is the default when USCIS_PDF_DIR is unset or empty', () => {
    expect(relative(repoRoot, dir)).toBe(join('api', 'assets', 'uscis-pdf'));
    const saved = process.env.USCIS_PDF_DIR;
    try {
      delete process.env.USCIS_PDF_DIR;
      expect(uscisPdfDir(repoRoot)).toBe(dir);
      process.env.USCIS_PDF_DIR = '';
      expect(uscisPdfDir(repoRoot)).toBe(dir);
      process.env.USCIS_PDF_DIR = '/srv/uscis-pdf';
      expect(uscisPdfDir(repoRoot)).toBe('/srv/uscis-pdf');
    } finally {
      if (saved === undefined) delete process.env.USCIS_PDF_DIR;
      else process.env.USCIS_PDF_DIR = saved;
    }
  });

  it('has exactly the PDFs the mappings use, each in the manifest', () => {
    const used = [...new Set(FORM_MAPPINGS.map((m) => m.pdfFile))].sort();
    const present = readdirSync(dir)
      .filter((f) => f.endsWith('.pdf'))
      .sort();
    expect(present).toEqual(used);
    expect([...byFile.keys()].sort()).toEqual(used);
  });

  it('is committed to git (a fresh clone has the files, not only this working tree)', () => {
    const tracked = execFileSync('git', ['ls-files', '--', relative(repoRoot, dir)], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .map((p) => p.split('/').pop())
      .sort();
    expect(tracked).toEqual([...byFile.keys(), 'README.md', 'manifest.json'].sort());
  });

  it.each(manifest.forms.map((e) => [e.file, e] as const))('%s matches its checksum and size', (file, entry) => {
    const bytes = readFileSync(join(dir, file));
    expect(bytes.length).toBe(entry.bytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(entry.sha256);
    expect(entry.sourceUrl).toBe(`https://www.uscis.gov/sites/default/files/document/forms/${file}`);
    expect(entry.form.toLowerCase()).toBe(file.replace(/\.pdf$/, ''));
  });

  it('gives each mapping the edition of its PDF', () => {
    const wrong = FORM_MAPPINGS.filter((m) => !m.superseded && byFile.get(m.pdfFile)?.edition !== m.edition).map(
      (m) => `${m.code}: mapping ${m.edition}, PDF ${byFile.get(m.pdfFile)?.edition}`,
    );
    expect(wrong).toEqual([]);
  });

  it.each(manifest.forms.map((e) => [e.file, e] as const))(
    '%s prints the manifest edition and page count',
    async (file, entry) => {
      const doc = await pdfjs().getDocument({
        data: new Uint8Array(readFileSync(join(dir, file))),
        disableFontFace: true,
      }).promise;
      expect(doc.numPages).toBe(entry.pages);
      // Footers read "Form I-129 Edition 01/20/25 Page 1 of 38"; the I-9 prints it from page 2.
      const text: string[] = [];
      for (const n of [1, 2])
        text.push((await (await doc.getPage(n)).getTextContent()).items.map((i) => i.str ?? '').join(''));
      const editions = new Set(
        text
          .join('')
          .replace(/\s+/g, '')
          .match(/(?<=Edition)\d\d\/\d\d\/\d\d/g) ?? [],
      );
      expect([...editions]).toEqual([entry.edition]);
    },
    30_000, // pdfjs parses the whole file: under a second idle, more on a busy 2-core box
  );
});
