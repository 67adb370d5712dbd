const PIN_KEY = 'jhola-delivery-pin';

/** The PIN the shopper last checked, kept across visits so the next product and checkout know it. */
export function readRememberedPin(): string | null {
  try {
    return localStorage.getItem(PIN_KEY);
  } catch {
    return null; // storage disabled: the shopper types it again
  }
}

export function rememberPin(pin: string) {
  try {
    localStorage.setItem(PIN_KEY, pin);
  } catch {
    // storage full or disabled: remembered for this page only
  }
}
