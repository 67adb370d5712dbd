/**
 * npm run db:psql — a SQL shell on the shop's database: psql when installed, else a tiny one.
 * Works on a running shop's cluster, or starts the embedded one for the session and stops it after.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import exitHook from 'async-exit-hook';
import pg from 'pg';
import { openLocalDatabase } from './localDatabase';

/** Runs psql; false when it is not installed. */
const psql = (url: string) =>
  new Promise<boolean>((resolve, reject) => {
    const child = spawn('psql', [url], { stdio: 'inherit' });
    child.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? resolve(false) : reject(error)));
    child.once('exit', () => resolve(true));
  });

/** Statements end with `;` and may span lines; `\q` or Ctrl-D leaves. */
async function tinyShell(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rl = createInterface({ input: process.stdin, output: process.stdout, prompt: 'sql> ' });
  console.log('A tiny SQL shell (psql is not installed, or --tiny). End statements with ";", \\q to quit.');
  let statement = '';
  rl.prompt();
  for await (const line of rl) {
    if (line.trim() === '\\q') break;
    statement += `${line}\n`;
    if (!line.trimEnd().endsWith(';')) {
      rl.setPrompt(statement.trim() ? '...> ' : 'sql> ');
      rl.prompt();
      continue;
    }
    try {
      const result = await client.query(statement);
      if (result.fields?.length) console.table(result.rows);
      console.log(`${result.command} ${result.rowCount ?? ''}`.trim());
    } catch (error) {
      console.error(`ERROR: ${(error as Error).message}`);
    }
    statement = '';
    rl.setPrompt('sql> ');
    rl.prompt();
  }
  rl.close();
  await client.end();
}

// Ctrl-C belongs to the shell (it cancels a psql query); the embedded cluster's own SIGINT hook
// would otherwise stop the database under it.
if (exitHook.hookedEvents().includes('SIGINT')) exitHook.unhookEvent('SIGINT');
process.on('SIGINT', () => {});

const db = await openLocalDatabase();
try {
  console.log(`Database: ${db.where}\nConnection string: ${db.url}`);
  const forceTiny = process.argv.includes('--tiny');
  if (forceTiny || !(await psql(db.url))) await tinyShell(db.url);
} finally {
  await db.release();
}
