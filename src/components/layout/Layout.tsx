import type { ReactNode } from 'react';

/** Placeholder: the browsing work fills in top bar, sticky header, footer and cart drawer mount. */
export function Layout({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}
