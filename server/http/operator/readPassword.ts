import { text } from 'node:stream/consumers';

const ESCAPE_SEQUENCE = new RegExp(String.raw`\x1b(\[[0-9;]*[A-Za-z~]|.)?`, 'g');

/** What typing so far amounts to: the password, or done (Enter / Ctrl-D), or cancelled (Ctrl-C). */
export interface Typed {
  password: string;
  state: 'typing' | 'done' | 'cancelled';
}

/** Applies a chunk of raw terminal input: Enter ends, Backspace erases, Ctrl-C cancels, Ctrl-U clears the line. */
export function typeKeys(typed: Typed, chunk: string): Typed {
  let { password } = typed;
  // Arrow and function keys arrive as escape sequences; they are not part of a password.
  for (const ch of chunk.replace(ESCAPE_SEQUENCE, '')) {
    if (ch === '\r' || ch === '\n' || ch === '\u0004') return { password, state: 'done' };
    if (ch === '\u0003') return { password: '', state: 'cancelled' };
    if (ch === '\u007f' || ch === '\b') password = [...password].slice(0, -1).join('');
    else if (ch === '\u0015') password = '';
    else if (ch >= ' ') password += ch;
  }
  return { password, state: 'typing' };
}

/**
 * The password for `npm run operator`: at a terminal, typed without echo (raw mode, nothing written back);
 * from a pipe, the first line of standard input. Undefined when the operator pressed Ctrl-C.
 */
export async function readPassword(
  input: NodeJS.ReadStream = process.stdin,
  prompt: NodeJS.WritableStream = process.stderr,
): Promise<string | undefined> {
  if (!input.isTTY) return (await text(input)).split(/\r?\n/)[0] ?? '';
  // Echo goes off before the prompt shows, so even keys typed at once are never echoed.
  input.setRawMode(true);
  prompt.write('Password (not shown; Enter to finish): ');
  input.setEncoding('utf8');
  try {
    return await new Promise<string | undefined>((resolve) => {
      let typed: Typed = { password: '', state: 'typing' };
      const onData = (chunk: string) => {
        typed = typeKeys(typed, chunk);
        if (typed.state === 'typing') return;
        input.off('data', onData);
        resolve(typed.state === 'done' ? typed.password : undefined);
      };
      input.on('data', onData);
      input.resume();
    });
  } finally {
    input.setRawMode(false);
    input.pause();
    prompt.write('\n');
  }
}
