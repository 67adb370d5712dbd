/** One React commit as recordCommits saw it: when (performance.now()), and components rendered, by part of the page. */
export interface RecordedCommit {
  at: number;
  renders: number;
  parts: Record<string, number>;
}

/**
 * Records each React commit (through the devtools hook, as above): when it happened and how many function
 * components rendered in it, by part of the page. A click on a listing control also notes when the next frame
 * starts (its requestAnimationFrame, which runs just before that frame's paint).
 */
export function recordCommits() {
  interface Fiber {
    tag: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    stateNode: unknown;
    memoizedProps: unknown;
    memoizedState: unknown;
  }
  const [FUNCTION, HOST, FORWARD_REF, SIMPLE_MEMO] = [0, 5, 11, 15];
  const last = new WeakMap<Fiber, [unknown, unknown]>();
  const w = window as unknown as {
    commits: RecordedCommit[];
    frameAt?: number;
    __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown;
  };
  w.commits = [];
  const firstElement = (fiber: Fiber): Element | null => {
    for (let f: Fiber | null = fiber.child; f; f = f.sibling) {
      if (f.tag === HOST) return f.stateNode as Element;
      const inner = firstElement(f);
      if (inner) return inner;
    }
    return null;
  };
  const partOf = (el: Element | null) =>
    !el
      ? 'nothing'
      : el.closest('header')
        ? 'header'
        : el.closest('footer')
          ? 'footer'
          : el.closest('article')
            ? 'card'
            : el.closest('aside')
              ? 'filters'
              : 'other';
  const visit = (fiber: Fiber | null, commit: RecordedCommit) => {
    for (let f = fiber; f; f = f.sibling) {
      if (f.tag === FUNCTION || f.tag === FORWARD_REF || f.tag === SIMPLE_MEMO) {
        const before = last.get(f) ?? (f.alternate ? last.get(f.alternate) : undefined);
        const now: [unknown, unknown] = [f.memoizedProps, f.memoizedState];
        if (!before || before[0] !== now[0] || before[1] !== now[1]) {
          const part = partOf(firstElement(f));
          commit.parts[part] = (commit.parts[part] ?? 0) + 1;
          commit.renders++;
        }
        last.set(f, now);
        if (f.alternate) last.set(f.alternate, now);
      }
      visit(f.child, commit);
    }
  };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      const commit: RecordedCommit = { at: performance.now(), renders: 0, parts: {} };
      visit(root.current, commit);
      w.commits.push(commit);
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  };
  addEventListener('click', () => requestAnimationFrame(() => (w.frameAt = performance.now())), { capture: true });
}
