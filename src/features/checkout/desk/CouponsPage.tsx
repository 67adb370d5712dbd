import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCoupon } from '../../../../api-schema/adminCoupons';
import { formatINR } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { couponsQuery } from './couponApi';
import { CouponForm } from './CouponForm';
import * as styles from '../../desk/Desk.css';

const discountOf = (c: AdminCoupon) =>
  c.kind === 'percent'
    ? `${c.amount}%${c.maxDiscount ? ` up to ${formatINR(c.maxDiscount)}` : ''}`
    : formatINR(c.amount);
const when = (c: AdminCoupon) =>
  [c.startsAt && `from ${c.startsAt.replace('T', ' ')}`, c.endsAt && `until ${c.endsAt.replace('T', ' ')}`]
    .filter(Boolean)
    .join(', ') || 'always';
const limits = (c: AdminCoupon) =>
  [
    c.totalUses && `${c.totalUses} in all`,
    c.usesPerPhone && `${c.usesPerPhone} per phone`,
    c.firstOrderOnly && 'first order only',
  ]
    .filter(Boolean)
    .join(', ') || 'none';

/** /admin/coupons: every code with its terms and uses; a new code or an edit opens the form (docs/pricing.md). */
export function CouponsPage() {
  const coupons = useQuery(couponsQuery());
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  return (
    <>
      <h1 className={styles.heading}>Coupons</h1>
      <p className={styles.intro}>
        Shoppers apply a code at checkout; the discount comes off the goods before GST. Times are India&apos;s. Every
        change is in the Activity log.
      </p>
      {editing ? (
        <CouponForm
          key={editing === 'new' ? 'new' : editing.code}
          editing={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button size="sm" onClick={() => setEditing('new')}>
          New coupon
        </Button>
      )}
      {coupons.isError && <p className={styles.error}>The coupons could not be loaded.</p>}
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.stacked}`}>
          <thead>
            <tr>
              {['Code', 'Discount', 'Min. subtotal', 'When', 'Limits', 'Used', 'State', ''].map((h) => (
                <th key={h} className={styles.cell}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {coupons.data?.map((c) => (
              <tr key={c.code}>
                <td className={styles.cell} data-lead>
                  <strong>{c.code}</strong>
                </td>
                <td className={styles.cell} data-label="Discount">
                  {discountOf(c)}
                </td>
                <td className={styles.cell} data-label="Min. subtotal">
                  {formatINR(c.minSubtotal)}
                </td>
                <td className={styles.cell} data-label="When">
                  {when(c)}
                </td>
                <td className={styles.cell} data-label="Limits">
                  {limits(c)}
                </td>
                <td className={styles.number} data-label="Used">
                  {c.used}
                </td>
                <td className={styles.cell} data-label="State">
                  {c.active ? 'Active' : 'Paused'}
                </td>
                <td className={styles.cell}>
                  <Button size="sm" tone="secondary" onClick={() => setEditing(c)}>
                    Edit<span hidden> {c.code}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
