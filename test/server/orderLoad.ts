import { shippingInfo } from './orderFixtures';

export interface ListedProduct {
  _id: string;
  colors: { colorName: string }[];
}

/** In-stock products as the shop lists them. */
export async function listedProducts(url: string, count: number): Promise<ListedProduct[]> {
  const res = await fetch(`${url}/api/products/public?inStock=true&limit=${count}`);
  return ((await res.json()) as { data: { products: ListedProduct[] } }).data.products;
}

// Each order from its own address (the shop runs with TRUST_PROXY=1), so the per-address order limit stays out of the way.
let shopper = 0;
export const fromAnotherShopper = () => ({ 'X-Forwarded-For': `203.0.113.${(shopper++ % 250) + 1}` });

export interface OrderAnswer {
  /** The HTTP status, or 0 when nothing answered within 10 s. */
  status: number;
  orderNumber?: string;
}

/** One order of one piece; never throws. */
export async function tryOrder(url: string, product: ListedProduct): Promise<OrderAnswer> {
  try {
    const res = await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...fromAnotherShopper() },
      body: JSON.stringify({
        agreement: true,
        products: [{ productId: product._id, quantity: 1, color: product.colors[0]!.colorName }],
        shippingInfo,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json().catch(() => ({}))) as { data?: { order?: { orderNumber: string } } };
    return { status: res.status, orderNumber: res.status === 201 ? body.data?.order?.orderNumber : undefined };
  } catch {
    return { status: 0 };
  }
}
