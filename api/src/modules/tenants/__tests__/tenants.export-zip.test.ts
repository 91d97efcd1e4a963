import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { ZipFileWriter } from '../tenants.export';

/** The firm export's archive is written entry by entry to a file, stored files streamed in chunks. */
describe('ZipFileWriter (streamed firm export archive)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'zip-writer-test-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes records and a file streamed in many chunks; the size and hash it reports are the file’s', async () => {
    // 3 MiB of varied bytes in 64 KiB chunks (as storage hands a large stored file over).
    const chunks = Array.from({ length: 48 }, (_, i) => Buffer.from(Array.from({ length: 65_536 }, (_, j) => (i * 31 + j * 7) % 251)));
    const whole = Buffer.concat(chunks);
    const path = join(dir, 'a.zip');
    const zip = new ZipFileWriter(path);
    await zip.addBytes('records/users.json', new TextEncoder().encode('[{"id":1}]'));
    expect(await zip.addStream('files/big.bin', Readable.from(chunks))).toBe(whole.length);
    await zip.addBytes('manifest.csv', new TextEncoder().encode('kind,name,count\r\nfile,big.bin,3145728\r\n'));
    const { size, sha256 } = await zip.finish();
    const onDisk = readFileSync(path);
    expect(size).toBe(statSync(path).size);
    expect(sha256).toBe(createHash('sha256').update(onDisk).digest('hex'));
    const entries = unzipSync(new Uint8Array(onDisk));
    expect(Object.keys(entries)).toEqual(['records/users.json', 'files/big.bin', 'manifest.csv']);
    expect(Buffer.from(entries['files/big.bin']!).equals(whole)).toBe(true);
    expect(new TextDecoder().decode(entries['records/users.json'])).toBe('[{"id":1}]');
  });

  it('fails (rather than writing half an archive silently) when a stored file cannot be read', async () => {
    const zip = new ZipFileWriter(join(dir, 'b.zip'));
    const broken = new Readable({
      read() {
        this.destroy(new Error('storage went away'));
      },
    });
    await expect(zip.addStream('files/x.pdf', broken)).rejects.toThrow('storage went away');
  });
});
