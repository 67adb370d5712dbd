import * as styles from './Contact.css';
import { LineIcon } from './LineIcon';
import { LazySellerAddress } from './LazyLegalDetails';
import { useT } from '../../i18n/language';

/** docs/product.md §2: a map placeholder (no map service is loaded; the shop works offline). */
export function MapPlaceholder() {
  const t = useT();
  return (
    <figure className={styles.map} role="img" aria-label={t("Map: the shop's address")}>
      <span aria-hidden="true">
        <LineIcon
          path="M12 21s-6-5.7-6-11a6 6 0 0 1 12 0c0 5.3-6 11-6 11zM14 10a2 2 0 1 1-4 0 2 2 0 0 1 4 0z"
          size={36}
        />
        <br />
        <LazySellerAddress />
      </span>
    </figure>
  );
}
