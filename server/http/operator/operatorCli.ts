import { resolve } from 'node:path';
import { config } from '../../config';
import { openDatabase, type Database } from '../../db/database';
import { DEFAULT_DATA_DIR } from '../../db/embedded';
import { migrate } from '../../db/migrate';
import { createPool } from '../../db/pool';
import { isAlive, readPostmasterPid } from '../../db/postmaster';
import { addOperator, checkNewOperator } from './operators';
import { readPassword } from './readPassword';

/**
 * `npm run operator -- add <email>`: the password is typed without echo at a terminal, or piped in
 * (first line of standard input), so it never appears on screen, in the shell history or the process list:
 *   printf '%s\n' "$PASSWORD" | npm run operator -- add owner@example.in
 * Uses DATABASE_URL, else the embedded cluster of PG_DATA_DIR (the running shop's, or started for the call).
 */
const USAGE = 'Usage: npm run operator -- add <email>   (password typed without echo, or piped on standard input)';

async function connect(): Promise<Pick<Database, 'pool' | 'close'>> {
  const { DATABASE_URL, PG_DATA_DIR } = config();
  if (DATABASE_URL) {
    const pool = createPool(DATABASE_URL, 2);
    return { pool, close: () => pool.end() };
  }
  const dataDir = resolve(PG_DATA_DIR ?? DEFAULT_DATA_DIR);
  const running = await readPostmasterPid(dataDir);
  if (running && (await isAlive(running.pid))) {
    const pool = createPool(`postgres://postgres:postgres@127.0.0.1:${running.port}/postgres`, 2);
    return { pool, close: () => pool.end() };
  }
  return openDatabase({ dataDir });
}

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'add' || !email) {
    console.error(USAGE);
    return 2;
  }
  const password = await readPassword();
  if (password === undefined) {
    console.error('Cancelled; nothing changed.');
    return 130;
  }
  const problem = checkNewOperator(email, password);
  if (problem) {
    console.error(problem);
    return 1;
  }
  const database = await connect();
  try {
    await migrate(database.pool);
    const added = await addOperator(database.pool, email, password);
    console.log(
      added ? `Operator ${email} added.` : `An operator with the email ${email} already exists; nothing changed.`,
    );
    return added ? 0 : 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
