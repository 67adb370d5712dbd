import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../ui/showToast';
import { ORDER_STATUSES, statusLabels } from '../../../../api-schema/orderLifecycle';
import { paymentHold, paymentStandingLabels } from '../../../../api-schema/paymentStanding';
import { serverMessage } from '../../../api/http';
import { cityQueries } from '../../checkout/cityQueries';
import { formatDateTime, formatINR } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { DeskPager } from '../../desk/DeskPager';
import { DeskLink, useDeskNavigate } from '../../desk/deskLinks';
import { bulkConfirm, orderDeskQueries, orderQueryString, ordersConfirmed } from './orderDeskApi';
import type { OrderDeskSearch } from './orderDeskSearch';
import * as styles from '../../desk/Desk.css';
import { OrderFilters } from './OrderFilters';
import { PrintLinks } from './PrintLinks';

const PRINTABLE = new Set(['packed', 'shipped']);

const QUEUE_LABELS: Record<string, string> = {
  to_confirm: 'To confirm: placed, not waiting for UPI money',
  awaiting_payment: 'Awaiting UPI payment',
  refund_due: 'Refunds due',
  cod_unremitted: 'COD collected, not yet remitted by the courier',
  cod_late: 'COD remittance late',
};

/** Orders, newest first: filters in the URL, bulk confirm, CSV export of exactly what is filtered. */
export function OrdersPage({ search }: { search: OrderDeskSearch }) {
  const navigate = useDeskNavigate();
  const queryClient = useQueryClient();
  const orders = useQuery({ ...orderDeskQueries.list({ ...search }), placeholderData: keepPreviousData });
  const cityList = useQuery(cityQueries.active());
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const confirm = useMutation({
    mutationFn: () => bulkConfirm([...chosen]),
    onSuccess: (results) => {
      const done = results.filter((r) => r.ok).length;
      const refused = results.filter((r) => !r.ok);
      showToast.success(`${done} order${done === 1 ? '' : 's'} confirmed`);
      for (const r of refused) showToast.error(`${r.orderNumber}: ${r.message}`);
      setChosen(new Set());
      void ordersConfirmed(queryClient);
    },
    onError: (error) => showToast.error(serverMessage(error) ?? 'Confirming failed.'),
  });
  const toggle = (orderNumber: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(orderNumber)) next.delete(orderNumber);
      else next.add(orderNumber);
      return next;
    });
  const { page: _page, ...filters } = search;
  const exportHref = `/api/admin/orders/export.csv?${orderQueryString(filters)}`;
  const rows = orders.data?.orders ?? [];
  return (
    <>
      <h1 className={styles.heading}>Orders</h1>
      <OrderFilters
        search={search}
        cities={cityList.data ?? []}
        statuses={ORDER_STATUSES.map((s) => ({ value: s, label: statusLabels[s] }))}
        onApply={(next) => void navigate({ to: '/admin/orders', search: { ...next } })}
      />
      {search.queue && (
        <p className={styles.actions} data-testid="order-queue">
          <strong>{QUEUE_LABELS[search.queue] ?? search.queue}</strong>
          <DeskLink to="/admin/orders" search={{}}>
            Show all orders
          </DeskLink>
        </p>
      )}
      <p className={styles.actions} data-testid="cod-confirmation-filter">
        <strong>Cash on delivery:</strong>
        {(['unconfirmed', 'confirmed'] as const).map((value) =>
          search.codConfirmation === value ? (
            <span key={value}>{value === 'confirmed' ? 'Confirmed by shopper' : 'Not confirmed by shopper'}</span>
          ) : (
            <DeskLink key={value} to="/admin/orders" search={{ ...filters, codConfirmation: value }}>
              {value === 'confirmed' ? 'Confirmed by shopper' : 'Not confirmed by shopper'}
            </DeskLink>
          ),
        )}
        {search.codConfirmation && (
          <DeskLink to="/admin/orders" search={{ ...filters, codConfirmation: undefined }}>
            All orders
          </DeskLink>
        )}
      </p>
      <div className={styles.actions} style={{ marginBottom: '0.75rem' }}>
        <Button size="sm" disabled={chosen.size === 0 || confirm.isPending} onClick={() => confirm.mutate()}>
          Confirm selected ({chosen.size})
        </Button>
        <a className={styles.navLink} style={{ color: 'inherit' }} href={exportHref} download>
          Export CSV
        </a>
        <PrintLinks
          orderNumbers={rows
            .filter((o) => PRINTABLE.has(o.status) && !paymentHold(o.paymentStanding, 'print'))
            .map((o) => o.orderNumber)}
          label="s for this page’s packed and shipped orders"
        />
        <span className={styles.muted}>
          {orders.data ? `${orders.data.pagination.total} order${orders.data.pagination.total === 1 ? '' : 's'}` : ''}
        </span>
      </div>
      {orders.isError && (
        <p className={styles.error}>{serverMessage(orders.error) ?? 'The orders could not be loaded.'}</p>
      )}
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.stacked}`}>
          <thead>
            <tr>
              <th className={styles.cell}>
                <span className={styles.muted}>Pick</span>
              </th>
              <th className={styles.cell}>Order</th>
              <th className={styles.cell}>Placed</th>
              <th className={styles.cell}>Status</th>
              <th className={styles.cell}>Payment</th>
              <th className={styles.cell}>Customer</th>
              <th className={styles.cell}>City</th>
              <th className={styles.number}>Items</th>
              <th className={styles.number}>Total</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.orderNumber} data-testid="desk-order">
                <td className={styles.cell} data-lead>
                  <input
                    type="checkbox"
                    aria-label={`Select ${o.orderNumber}`}
                    checked={chosen.has(o.orderNumber)}
                    disabled={o.status !== 'placed' || paymentHold(o.paymentStanding, 'confirmed') !== null}
                    onChange={() => toggle(o.orderNumber)}
                  />
                </td>
                <td className={styles.cell}>
                  <DeskLink to="/admin/orders/$orderNumber" params={{ orderNumber: o.orderNumber }}>
                    {o.orderNumber}
                  </DeskLink>
                </td>
                <td className={styles.cell} data-label="Placed">
                  {formatDateTime(o.createdAt)}
                </td>
                <td className={styles.cell}>
                  <span className={styles.status}>{statusLabels[o.status]}</span>
                  {o.codConfirmed !== undefined && (
                    <>
                      <br />
                      <span className={styles.muted} data-testid="cod-confirmed-cell">
                        {o.codConfirmed ? 'COD confirmed' : 'COD unconfirmed'}
                      </span>
                    </>
                  )}
                </td>
                <td className={styles.cell} data-label="Payment" data-testid="payment-standing">
                  {paymentStandingLabels[o.paymentStanding]}
                </td>
                <td className={styles.cell}>
                  {o.name}
                  <br />
                  <span className={styles.muted}>
                    {o.phone} · {o.email}
                  </span>
                </td>
                <td className={styles.cell} data-label="City">
                  {o.city}
                </td>
                <td className={styles.number} data-label="Items">
                  {o.items}
                </td>
                <td className={styles.number} data-label="Total">
                  {formatINR(o.totalAmount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {orders.data && rows.length === 0 && <p className={styles.muted}>No orders match these filters.</p>}
      </div>
      {orders.data && (
        <DeskPager
          current={orders.data.pagination.current}
          pages={orders.data.pagination.pages}
          onChange={(page) => void navigate({ to: '/admin/orders', search: { ...search, page } })}
        />
      )}
    </>
  );
}
