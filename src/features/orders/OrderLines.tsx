import type { Order } from '../../../api-schema/entities';
import { formatINR } from '../../lib/format';
import * as styles from './OrderLines.css';

/** Each line of an order: product, colour, quantity and its amount. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <ul className={styles.items}>
      {order.products.map((line, i) => (
        <li key={i} className={styles.item}>
          <span>
            <strong>{line.productId.productName}</strong>
            <br />
            <small>
              Color: {line.color} · Qty: {line.quantity}
            </small>
          </span>
          <span>{formatINR(line.price * line.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}
