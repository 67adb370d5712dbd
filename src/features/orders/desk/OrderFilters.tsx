import { useState, type FormEvent } from 'react';
import { PAYMENT_STANDINGS, paymentStandingLabels } from '../../../../api-schema/paymentStanding';
import { Button } from '../../../ui/Button';
import type { OrderDeskSearch } from './orderDeskSearch';
import * as styles from '../../desk/Desk.css';

interface Props {
  search: OrderDeskSearch;
  cities: { _id: string; name: string }[];
  statuses: { value: string; label: string }[];
  onApply: (search: OrderDeskSearch) => void;
}

/** Search (order number, phone or email), status, payment, date range and city; applied together. */
export function OrderFilters({ search, cities, statuses, onApply }: Props) {
  const [draft, setDraft] = useState<OrderDeskSearch>(search);
  const set = (key: keyof OrderDeskSearch) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { page: _page, ...rest } = draft;
    onApply(rest);
  };
  return (
    <form className={`${styles.panel} ${styles.filters}`} onSubmit={submit} role="search">
      <label>
        <span className={styles.muted}>Order number, phone or email</span>
        <input type="search" value={draft.q ?? ''} onChange={set('q')} style={{ width: '100%' }} />
      </label>
      <label>
        <span className={styles.muted}>Status</span>
        <select value={draft.status ?? ''} onChange={set('status')} style={{ width: '100%' }}>
          <option value="">Any status</option>
          {statuses.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className={styles.muted}>Payment</span>
        <select value={draft.payment ?? ''} onChange={set('payment')} style={{ width: '100%' }}>
          <option value="">Any payment</option>
          {PAYMENT_STANDINGS.map((s) => (
            <option key={s} value={s}>
              {paymentStandingLabels[s]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className={styles.muted}>From</span>
        <input type="date" value={draft.from ?? ''} onChange={set('from')} style={{ width: '100%' }} />
      </label>
      <label>
        <span className={styles.muted}>To</span>
        <input type="date" value={draft.to ?? ''} onChange={set('to')} style={{ width: '100%' }} />
      </label>
      <label>
        <span className={styles.muted}>City</span>
        <select value={draft.city ?? ''} onChange={set('city')} style={{ width: '100%' }}>
          <option value="">Any city</option>
          {cities.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="sm">
        Apply
      </Button>
    </form>
  );
}
