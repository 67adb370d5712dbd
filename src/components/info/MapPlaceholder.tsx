import * as styles from './Contact.css';
import { shopContact } from './shopContact';

/** Spec §2: a map placeholder (no map service is loaded; the shop works offline). */
export function MapPlaceholder() {
  return (
    <figure className={styles.map} role="img" aria-label={`Map: ${shopContact.addressLines.join(', ')}`}>
      <span aria-hidden="true">📍 {shopContact.addressLines[1]}, Mumbai</span>
    </figure>
  );
}
