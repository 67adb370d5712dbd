import { useState } from 'react';
import type { Product } from '../../../api-schema/entities';
import { ProductGridItems } from './ProductGrid';
import * as styles from './ProductGrid.css';

/** How many result pages stay built (hidden) after the shopper flips away from them. */
const KEPT_PAGES = 4;

interface ResultPage {
  /** The products' ids: two filter combinations that show the same products share one page. */
  id: string;
  products: readonly Product[];
  /** Where its grid sits in the DOM; a page keeps its slot, so flips never move DOM nodes. */
  slot: number;
}

const idOf = (products: readonly Product[]) => products.map((p) => p._id).join();

/** `pages` most recent first; the least recently shown page gives its slot to a new one. */
function remember(pages: readonly ResultPage[], id: string, products: readonly Product[]): ResultPage[] {
  const known = pages.find((p) => p.id === id);
  const others = pages.filter((p) => p !== known);
  const slot = known?.slot ?? (pages.length < KEPT_PAGES ? pages.length : others.pop()!.slot);
  return [{ id, products, slot }, ...others];
}

interface Props {
  products: readonly Product[];
  layout: 'grid' | 'list';
  /** Previous results shown while the next ones load: dimmed, never blanked. */
  pending: boolean;
}

/**
 * The listing's grid. Flipping back to results shown a moment ago (a filter undone, "All Categories"
 * again) only reveals their cards: the last pages stay built under `content-visibility: hidden`, which
 * keeps their layout (a hidden <Activity>'s `display: none` would throw it away), so the flip renders no
 * card, creates no DOM and lays out no text again.
 */
export function RecentResultsGrid({ products, layout, pending }: Props) {
  const id = idOf(products);
  const [pages, setPages] = useState<ResultPage[]>(() => remember([], id, products));
  if (pages[0]!.id !== id || pages[0]!.products !== products) setPages(remember(pages, id, products));
  const bySlot = [...pages].sort((a, b) => a.slot - b.slot);
  return (
    <div>
      {bySlot.map((page) => {
        const shown = page.id === id;
        return (
          <ul
            key={page.id}
            className={shown ? styles.grid[layout] : `${styles.grid[layout]} ${styles.kept}`}
            data-pending={shown && pending}
            aria-busy={shown && pending}
            aria-label={shown ? 'Products' : undefined}
            aria-hidden={shown ? undefined : true}
            inert={!shown}
          >
            <ProductGridItems products={shown ? products : page.products} layout={layout} />
          </ul>
        );
      })}
    </div>
  );
}
