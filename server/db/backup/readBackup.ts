import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import { HEADER, type Manifest } from './backupFormat';

/** The decompressed lines of a backup file, each without its newline. */
export async function* backupLines(file: string): AsyncGenerator<Buffer> {
  let rest = Buffer.alloc(0);
  for await (const chunk of createReadStream(file).pipe(createGunzip()) as AsyncIterable<Buffer>) {
    const data = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    let start = 0;
    for (let end = data.indexOf(10); end !== -1; end = data.indexOf(10, start)) {
      yield data.subarray(start, end);
      start = end + 1;
    }
    rest = Buffer.from(data.subarray(start));
  }
  if (rest.length) throw new Error('it ends in the middle of a line');
}

async function fileSha256(file: string) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Reads the whole file before anything is replaced: the .sha256 beside it (when copied along),
 * gzip's own CRC, and the SHA-256 of the content recorded at its end must all agree.
 */
export async function verifyBackup(file: string): Promise<Manifest> {
  const damaged = (why: string) => new Error(`${file} is damaged or not a shop backup: ${why}. Nothing was changed.`);
  if (existsSync(`${file}.sha256`)) {
    const expected = (await readFile(`${file}.sha256`, 'utf8')).split(/\s/)[0];
    if ((await fileSha256(file)) !== expected) throw damaged('its checksum does not match its .sha256 file');
  }
  const hash = createHash('sha256');
  let manifest: Manifest | undefined;
  let first = true;
  let ended = false;
  try {
    for await (const line of backupLines(file)) {
      if (ended) throw damaged('there is data after its end');
      if (first && line.toString() !== HEADER) throw damaged('it does not start like one');
      first = false;
      if (line.subarray(0, 4).toString() === 'END ') {
        if (line.subarray(4).toString() !== hash.digest('hex')) throw damaged('its content checksum does not match');
        ended = true;
        continue;
      }
      hash.update(line).update('\n');
      if (line.subarray(0, 9).toString() === 'MANIFEST ')
        manifest = JSON.parse(line.subarray(9).toString()) as Manifest;
    }
  } catch (error) {
    if ((error as Error).message.includes('Nothing was changed')) throw error;
    throw damaged((error as Error).message);
  }
  if (!ended || !manifest) throw damaged('it is cut short');
  return manifest;
}
