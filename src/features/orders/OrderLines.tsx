import type { Order } from '../../../api-schema/entities';
import { formatINR } from '../../lib/format';
import { useT } from '../../i18n/language';
import * as styles from './OrderLines.css';

/** Each line of an order: product, colour, quantity and its amount. */
export function OrderLines({ order }: { order: Order }) {
  const t = useT();
  return (
    <ul className={styles.items}>
      {order.products.map((line, i) => (
        <li key={i} className={styles.item}>
          <span>
            <strong>{line.productId.productName}</strong>
            <br />
            <small>{t('Color: {color} · Qty: {quantity}', { color: line.color, quantity: line.quantity })}</small>
          </span>
          <span>{formatINR(line.price * line.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Where the order goes; the confirmation also repeats the contact the shopper typed. */
export function ShippingAddress({ order, withContact = false }: { order: Order; withContact?: boolean }) {
  const s = order.shippingInfo;
  return (
    <address className={styles.address}>
      {s.name}
      <br />
      {s.address1}
      <br />
      {s.address2 && (
        <>
          {s.address2}
          <br />
        </>
      )}
      {s.city.name}, {s.state} {s.pincode}
      {withContact && (
        <>
          <br />
          {s.phone} · {s.email}
        </>
      )}
    </address>
  );
}
