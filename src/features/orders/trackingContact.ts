/**
 * The phone or email a shopper tracked an order with, kept for this tab only (sessionStorage),
 * so a reload shows the order again. It never goes into the URL.
 */
const key = (orderNumber: string) => `track-order:${orderNumber.trim().toUpperCase()}`;

export function rememberTrackingContact(orderNumber: string, contact: string) {
  try {
    sessionStorage.setItem(key(orderNumber), contact);
  } catch {
    // Storage off (private mode): the shopper types it again after a reload.
  }
}

export function recallTrackingContact(orderNumber: string | undefined): string | undefined {
  if (!orderNumber) return undefined;
  try {
    return sessionStorage.getItem(key(orderNumber)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetTrackingContact(orderNumber: string) {
  try {
    sessionStorage.removeItem(key(orderNumber));
  } catch {
    // nothing stored
  }
}
