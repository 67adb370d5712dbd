import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chromium 136+): every function of the file is compiled eagerly. */
const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

/** Whether an arrow's own body (not functions inside it) says `this` or `arguments`, which a function would change. */
function usesOwnThis(node: Node): boolean {
  if (node.type === 'ThisExpression' || (node.type === 'Identifier' && node.name === 'arguments')) return true;
  if (node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') return false;
  return children(node).some(usesOwnThis);
}

/**
 * The module factories of the chunk's top level, `var x = wrap((e, t) => {…})` (a CommonJS module such as
 * react-dom, or a lazily initialised ES module), rewritten as `wrap(function (e, t) {…})`: V8 compiles a
 * parenthesised `function` eagerly while it streams the file, off the main thread, but an arrow factory only
 * when it is first called — react-dom's was ~10 ms of compiling on the main thread in the start-up.
 */
export function eagerFactories(code: string, program: Node): string {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of children(program).filter((n) => n.type === 'VariableDeclaration'))
    for (const declarator of (statement.declarations as Node[]) ?? []) {
      const init = declarator.init as Node | null;
      if (init?.type !== 'CallExpression') continue;
      const [factory, ...rest] = init.arguments as Node[];
      if (rest.length || factory?.type !== 'ArrowFunctionExpression' || factory.async) continue;
      const body = factory.body as Node;
      const params = factory.params as Node[];
      if (body.type !== 'BlockStatement' || params.some((p) => p.type !== 'Identifier') || usesOwnThis(body)) continue;
      const names = params.map((p) => p.name as string).join(',');
      // The parentheses are the cue: `t((e=>{…}))` keeps its own, `t(()=>{…})` gets them.
      const parenthesised = code.slice((init.callee as Node).end, factory.start).replace(/\s/g, '') === '((';
      edits.push({ start: factory.start, end: body.start + 1, text: `${parenthesised ? '' : '('}function(${names}){` });
      if (!parenthesised) edits.push({ start: factory.end, end: factory.end, text: ')' });
    }
  return edits
    .sort((a, b) => a.start - b.start)
    .reduceRight((out, { start, end, text }) => out.slice(0, start) + text + out.slice(end), code);
}

/**
 * Build only: the named chunks (e.g. the framework) start with V8's compile hint and their module factories
 * are functions, so Chromium compiles them while it streams the file instead of on the main thread during
 * start-up.
 */
export function compileHints({ chunks }: { chunks: readonly string[] }): Plugin {
  return {
    name: 'jhola:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && chunks.includes(file.name))
            file.code =
              ALL_FUNCTIONS_CALLED_ON_LOAD + eagerFactories(file.code, this.parse(file.code) as unknown as Node);
      },
    },
  };
}
