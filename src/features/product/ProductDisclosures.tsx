import type { Product } from '../../../api-schema/entities';
import { useLegalWhenNear } from '../info/useLegalWhenNear';
import * as styles from './ProductDisclosures.css';

const party = ({ name, addressLines }: { name: string; addressLines: string[] }) => [name, ...addressLines].join(', ');

/**
 * What the Consumer Protection (E-Commerce) Rules, 2020 ask a product page to name: the country of origin (the
 * product's own data), the seller and, when another firm, the manufacturer/packer (the shop's configuration).
 */
export function ProductDisclosures({ product }: { product: Product }) {
  const [ref, legal] = useLegalWhenNear<HTMLDListElement>();
  return (
    <dl ref={ref} className={styles.list}>
      {product.countryOfOrigin && (
        <div className={styles.row}>
          <dt>Country of origin</dt>
          <dd>{product.countryOfOrigin}</dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>Sold by</dt>
        <dd className={styles.party}>{legal && party(legal.seller)}</dd>
      </div>
      {legal?.manufacturer && (
        <div className={styles.row}>
          <dt>Manufactured and packed by</dt>
          <dd className={styles.party}>{party(legal.manufacturer)}</dd>
        </div>
      )}
    </dl>
  );
}
