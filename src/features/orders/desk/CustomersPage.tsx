import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime, formatINR } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { DeskPager } from '../../desk/DeskPager';
import * as styles from '../../desk/Desk.css';
import { DeskLink } from '../../desk/deskLinks';
import { customersQuery } from './customersApi';

/** /admin/customers: shoppers by phone: orders, value, last order, cancellations, returns, parcels returned to origin. */
export function CustomersPage() {
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState<string>();
  const list = useQuery({ ...customersQuery(page, q), placeholderData: keepPreviousData });
  return (
    <>
      <h1 className={styles.heading}>Customers</h1>
      <form
        role="search"
        className={`${styles.panel} ${styles.actions}`}
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setQ(draft.trim() || undefined);
        }}
      >
        <label>
          <span className={styles.muted}>Name, phone or e-mail </span>
          <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <Button type="submit" size="sm">
          Search
        </Button>
        <span className={styles.muted}>
          {list.data ? `${list.data.pagination.total} customer${list.data.pagination.total === 1 ? '' : 's'}` : ''}
        </span>
      </form>
      {list.isError && <p className={styles.error}>The customers could not be loaded. Please reload the page.</p>}
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.stacked}`}>
          <thead>
            <tr>
              <th className={styles.cell}>Customer</th>
              <th className={styles.number}>Orders</th>
              <th className={styles.number}>Value</th>
              <th className={styles.cell}>Last order</th>
              <th className={styles.number}>Cancelled</th>
              <th className={styles.number}>Returned</th>
              <th className={styles.number}>Refused or undeliverable</th>
            </tr>
          </thead>
          <tbody>
            {(list.data?.customers ?? []).map((c) => (
              <tr key={c.phone} data-testid="desk-customer">
                <td className={styles.cell} data-lead>
                  <DeskLink to="/admin/orders" search={{ q: c.phone }}>
                    {c.name}
                  </DeskLink>
                  <br />
                  <span className={styles.muted}>
                    {c.phone} · {c.emails.join(', ')}
                  </span>
                </td>
                <td className={styles.number} data-label="Orders">
                  {c.orders}
                </td>
                <td className={styles.number} data-label="Value">
                  {formatINR(c.value)}
                </td>
                <td className={styles.cell} data-label="Last order">
                  {formatDateTime(c.lastOrderAt)}
                </td>
                <td className={styles.number} data-label="Cancelled">
                  {c.cancelled}
                </td>
                <td className={styles.number} data-label="Returned">
                  {c.returned}
                </td>
                <td className={styles.number} data-label="Refused or undeliverable">
                  {c.returnedToOrigin}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && (
        <DeskPager current={list.data.pagination.current} pages={list.data.pagination.pages} onChange={setPage} />
      )}
    </>
  );
}
