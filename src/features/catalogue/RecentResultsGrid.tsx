import { useState } from 'react';
import type { Product } from '../../../api-schema/entities';
import { useT } from '../../i18n/language';
import { ProductGridItems } from './ProductGrid';
import * as styles from './ProductGrid.css';

/** How many result pages stay built (hidden) after the shopper flips away from them. */
const KEPT_PAGES = 4;

interface ResultPage {
  /** The products' ids: two filter combinations that show the same products share one page. */
  id: string;
  products: readonly Product[];
  /** Its grid's place in the DOM (and React key): a page keeps its slot, so flips never move a grid. */
  slot: number;
  /** The Colour filter it was shown under: a page revealed again keeps its cards' colours, renders nothing. */
  colorFilter: string | undefined;
}

const idOf = (products: readonly Product[]) => products.map((p) => p._id).join();

const mostlyShared = (a: readonly Product[], b: readonly Product[]) => {
  const ids = new Set(a.map((p) => p._id));
  return b.filter((p) => ids.has(p._id)).length * 2 >= b.length;
};

/**
 * `pages` most recent (shown) first. Results seen before are revealed. New results that mostly share the
 * shown page's products (In Stock Only, a sort, a price bound) take its grid, so the cards of products still
 * listed stay as they are; other new results take a free slot, or the least recently shown page's.
 */
function remember(
  pages: readonly ResultPage[],
  id: string,
  products: readonly Product[],
  colorFilter: string | undefined,
): ResultPage[] {
  const known = pages.find((p) => p.id === id);
  const shown = pages[0];
  const replaced = known ?? (shown && mostlyShared(shown.products, products) ? shown : undefined);
  const others = pages.filter((p) => p !== replaced);
  const slot = replaced?.slot ?? (pages.length < KEPT_PAGES ? pages.length : others.pop()!.slot);
  return [{ id, products, slot, colorFilter }, ...others];
}

interface Props {
  products: readonly Product[];
  layout: 'grid' | 'list';
  /** Previous results shown while the next ones load: dimmed, never blanked. */
  pending: boolean;
  /** The Colour filter: each card opens on a colour filtered for. */
  colorFilter?: string;
}

/**
 * The listing's grid. Flipping back to results shown a moment ago (a filter undone, "All Categories"
 * again) only reveals their cards: the last pages stay built under `content-visibility: hidden`, which
 * keeps their layout (a hidden <Activity>'s `display: none` would throw it away), so the flip renders no
 * card, creates no DOM and lays out no text again. Within a grid, cards are keyed by product: a product
 * still listed after a flip keeps its card (ProductCard's memo).
 *
 * No `inert` on the kept pages: `content-visibility: hidden` already keeps their contents out of focus,
 * find-in-page and hit testing, and inert is an inherited style in Chromium, so toggling it restyled every
 * element of both grids on each flip (205 elements, 9–12 ms at 4× CPU, against 6 without it).
 */
export function RecentResultsGrid({ products, layout, pending, colorFilter }: Props) {
  const t = useT();
  const [pages, setPages] = useState<ResultPage[]>(() => remember([], idOf(products), products, colorFilter));
  const id = idOf(products);
  const top = pages[0]!;
  if (top.id !== id || top.products !== products || top.colorFilter !== colorFilter)
    setPages(remember(pages, id, products, colorFilter));
  const bySlot = [...pages].sort((a, b) => a.slot - b.slot);
  return (
    <div>
      {bySlot.map((page) => {
        const shown = page.id === id;
        return (
          <ul
            key={page.slot}
            className={shown ? styles.grid[layout] : `${styles.grid[layout]} ${styles.kept}`}
            data-pending={shown && pending}
            aria-busy={shown && pending}
            aria-label={shown ? t('Products') : undefined}
            aria-hidden={shown ? undefined : true}
          >
            <ProductGridItems
              products={shown ? products : page.products}
              layout={layout}
              colorFilter={page.colorFilter}
            />
          </ul>
        );
      })}
    </div>
  );
}
