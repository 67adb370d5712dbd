/**
 * One shopper's phone however it was typed: its last ten digits ('+91 98765 43210' and '9876543210' match).
 * PHONE_KEY_SQL is the same key of `orders.phone` in SQL (indexed by migration 210).
 */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);

export const PHONE_KEY_SQL = `right(regexp_replace(phone, '\\D', '', 'g'), 10)`;
