import type { ReactNode } from 'react';
import * as styles from './Badge.css';

type Tone = keyof typeof styles.badge;

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={styles.badge[tone]}>{children}</span>;
}

export function StockBadge({ inStock }: { inStock: boolean }) {
  return <Badge tone={inStock ? 'success' : 'danger'}>{inStock ? 'In Stock' : 'Out of Stock'}</Badge>;
}
