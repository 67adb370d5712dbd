import { useNavigate } from '@tanstack/react-router';
import { quantityLimit, type CartLine } from '../cart/cartLines';
import { QuantityInput } from '../product/QuantityInput';

/** Buy Now's quantity, kept in the URL like the rest of what Buy Now carries; stops at the stock left. */
export function BuyNowQuantity({ line }: { line: CartLine }) {
  const navigate = useNavigate();
  return (
    <QuantityInput
      value={line.quantity}
      max={quantityLimit(line.stockLeft)}
      onChange={(quantity) => void navigate({ to: '/checkout', search: (s) => ({ ...s, quantity }), replace: true })}
    />
  );
}
