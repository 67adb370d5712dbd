/** Cash on delivery collected (the order was delivered) and not yet in a courier's remittance (docs/desk.md). */
export const COD_UNREMITTED = `o.payment_mode = 'cod' AND o.paid_at IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM cod_remittance_orders r WHERE r.order_id = o.id)`;

/** The AWB the order was shipped with (its latest 'shipped' event), as a column of `orders o`. */
export const SHIPPED_AWB = `(SELECT e.tracking_number FROM order_events e
  WHERE e.order_id = o.id AND e.status = 'shipped' ORDER BY e.id DESC LIMIT 1)`;
