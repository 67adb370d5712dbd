import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '../../../api/http';
import { Spinner } from '../../../ui/Spinner';
import { ColourPhotos } from './ColourPhotos';
import { catalogueDeskQueries } from './catalogueDeskApi';
import * as styles from '../../desk/Desk.css';

/** Each colour's photos on a product's page, an upload per colour, reorder and remove. */
export function ProductPhotosPage({ productId }: { productId: string }) {
  const query = useQuery(catalogueDeskQueries.photos(productId));
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return <p className={styles.error}>{serverMessage(query.error) ?? 'The product could not be loaded.'}</p>;
  const product = query.data;
  return (
    <section aria-label="Photos">
      <h2 className={styles.heading}>Photos: {product.productName}</h2>
      <p className={`${styles.muted} ${styles.intro}`}>
        JPEG, PNG or WebP up to 10 MB. The first photo of a colour shows on product cards; a colour without photos shows
        its drawing. Shoppers see a change within a second.
      </p>
      {product.colors.map((colour) => (
        <ColourPhotos key={colour.position} productId={product.id} colour={colour} />
      ))}
    </section>
  );
}
