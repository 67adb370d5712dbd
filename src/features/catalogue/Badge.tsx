import type { ReactNode } from 'react';
import { t } from '../../i18n/language';
import * as styles from './Badge.css';

type Tone = keyof typeof styles.badge;

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={styles.badge[tone]}>{children}</span>;
}

// t without useT: their parents (the product page, a card) re-render on a language switch.
export function StockBadge({ inStock }: { inStock: boolean }) {
  return <Badge tone={inStock ? 'success' : 'danger'}>{inStock ? t('In Stock') : t('Out of Stock')}</Badge>;
}

/** A card's stock pill, only when it tells something: sold out, or few left (`stockLeft`). */
export function CardStockBadge({ inStock, stockLeft }: { inStock: boolean; stockLeft?: number | null }) {
  if (!inStock) return <Badge tone="danger">{t('Out of Stock')}</Badge>;
  return stockLeft ? <Badge tone="danger">{t('Only {count} left', { count: stockLeft })}</Badge> : null;
}
