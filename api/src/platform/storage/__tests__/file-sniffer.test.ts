import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sniffFile, sniffHead } from '../file-sniffer';
import { checkType } from '../file-types';
import * as F from './fixtures';

describe('file sniffer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sniff-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const sniff = (buf: Buffer) => {
    const p = join(dir, `f${Math.random()}`);
    writeFileSync(p, buf);
    return sniffFile(p);
  };

  test.each([
    ['pdf', F.PDF],
    ['png', F.PNG],
    ['jpeg', F.JPEG],
    ['gif', F.GIF],
    ['webp', F.WEBP],
    ['svg', F.SVG],
    ['ole', F.OLE],
    ['rtf', F.RTF],
    ['text', F.TXT],
    ['xml', F.XML],
    ['docx', F.DOCX],
    ['xlsx', F.XLSX],
    ['odt', F.ODT],
    ['zip', F.PLAIN_ZIP],
    ['executable', F.EXE],
    ['executable', F.ELF],
    ['executable', F.SCRIPT],
    ['unknown', F.BINARY],
  ] as const)('recognises %s', async (kind, bytes) => {
    expect(await sniff(bytes)).toBe(kind);
  });

  test('an executable is refused whatever its name', () => {
    expect(checkType('report.pdf', sniffHead(F.EXE))).toMatchObject({ ok: false, reason: 'executable' });
    expect(checkType('photo.png', sniffHead(F.ELF))).toMatchObject({ ok: false, reason: 'executable' });
  });

  test('bytes must match the extension, and the extension must be accepted', async () => {
    expect(checkType('scan.pdf', 'pdf')).toMatchObject({ ok: true, mime: 'application/pdf', cls: 'pdf' });
    expect(checkType('Scan.PDF', 'pdf')).toMatchObject({ ok: true, ext: 'pdf' });
    expect(checkType('photo.pdf', 'png')).toMatchObject({ ok: false, reason: 'mismatch' });
    expect(checkType('letter.docx', await sniff(F.DOCX))).toMatchObject({ ok: true, cls: 'office' });
    expect(checkType('letter.docx', await sniff(F.PLAIN_ZIP))).toMatchObject({ ok: false, reason: 'mismatch' });
    expect(checkType('archive.zip', 'zip')).toMatchObject({ ok: false, reason: 'extension' });
    expect(checkType('noext', 'text')).toMatchObject({ ok: false, reason: 'extension' });
    expect(checkType('old.doc', 'ole')).toMatchObject({ ok: true, mime: 'application/msword' });
    expect(checkType('notes.txt', 'text')).toMatchObject({ ok: true, mime: 'text/plain' });
    expect(checkType('logo.svg', 'svg')).toMatchObject({ ok: true, mime: 'image/svg+xml' });
    expect(checkType('data.xml', 'svg')).toMatchObject({ ok: false });
  });
});
