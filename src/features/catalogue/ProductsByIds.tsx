import { useQuery } from '@tanstack/react-query';
import type { Product } from '../../../api-schema/entities';
import { productQueries } from './productQueries';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';

/** Products by id, in the order given, through their cached detail queries; ones that no longer load are left out. */
export function ProductsByIds({ ids, label }: { ids: readonly string[]; label: string }) {
  const { data } = useQuery(productQueries.current(ids));
  if (!data) return <ProductGridSkeleton count={Math.min(ids.length, 4)} />;
  const products = ids.map((id) => data.get(id)).filter((p): p is Product => p != null);
  return <ProductGrid products={products} label={label} />;
}
