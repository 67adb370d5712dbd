import * as styles from './ProductListing.css';

/** The listing's error and empty states (docs/product.md §8 texts). */
export function ListingMessage({ title, text }: { title: string; text: string }) {
  return (
    <div className={styles.message} role="status">
      <h2 className={styles.messageTitle}>{title}</h2>
      <p>{text}</p>
    </div>
  );
}
