import { createInterface } from 'node:readline/promises';

/** Asks a yes/no question on the terminal; `--yes` answers for scripts, and no terminal means no. */
export async function confirm(question: string, command: string): Promise<boolean> {
  if (process.argv.includes('--yes')) return true;
  if (!process.stdin.isTTY) {
    console.error(`Not a terminal, so nobody can confirm: run \`${command} --yes\` to go ahead anyway.`);
    return false;
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`${question} [y/N] `);
  rl.close();
  return /^y(es)?$/i.test(answer.trim());
}
