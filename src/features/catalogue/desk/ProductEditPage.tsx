import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '../../../api/http';
import { Spinner } from '../../../ui/Spinner';
import { DeskLink } from '../../desk/deskLinks';
import { catalogueDeskQueries } from './catalogueDeskApi';
import * as styles from '../../desk/Desk.css';
import { ProductDetailsForm } from './ProductDetailsForm';
import { ProductPhotosPage } from './ProductPhotosPage';

/** /admin/catalogue/{id}: the product's details (name … colours, low-stock alert), then its photos per colour. */
export function ProductEditPage({ productId }: { productId: string }) {
  const query = useQuery(catalogueDeskQueries.details(productId));
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return <p className={styles.error}>{serverMessage(query.error) ?? 'The product could not be loaded.'}</p>;
  const product = query.data;
  return (
    <>
      <p>
        <DeskLink to="/admin/catalogue">← Catalogue</DeskLink>
      </p>
      <h1 className={styles.heading}>Edit: {product.productName}</h1>
      <p className={styles.muted}>
        {product.id}
        {!product.active && <span className={styles.hiddenBadge}>Hidden from shop</span>}
      </p>
      {/* Keyed by id only: a save refreshes the query without resetting what is typed. */}
      <ProductDetailsForm key={product.id} product={product} />
      <ProductPhotosPage productId={product.id} />
    </>
  );
}
