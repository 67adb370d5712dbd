import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCoupon, CouponInput } from '../../../../api-schema/adminCoupons';
import { serverFieldErrors, serverMessage } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { showToast } from '../../../ui/showToast';
import { couponSaved, saveCoupon } from './couponApi';
import * as styles from '../../desk/Desk.css';

type Draft = Record<Exclude<keyof CouponInput, 'firstOrderOnly' | 'active' | 'kind'>, string> &
  Pick<CouponInput, 'firstOrderOnly' | 'active' | 'kind'> & { code: string };

const text = (n: number | string | null) => (n === null ? '' : String(n));
const draftOf = (c?: AdminCoupon): Draft => ({
  code: c?.code ?? '',
  kind: c?.kind ?? 'percent',
  amount: text(c?.amount ?? ''),
  maxDiscount: text(c?.maxDiscount ?? null),
  minSubtotal: text(c?.minSubtotal ?? 0),
  startsAt: text(c?.startsAt ?? null),
  endsAt: text(c?.endsAt ?? null),
  totalUses: text(c?.totalUses ?? null),
  usesPerPhone: text(c?.usesPerPhone ?? null),
  firstOrderOnly: c?.firstOrderOnly ?? false,
  active: c?.active ?? true,
});
const wholeOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/** A coupon's terms on the desk: a new code, or the one chosen in the list (its code then fixed). */
export function CouponForm({ editing, onDone }: { editing?: AdminCoupon; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [d, setD] = useState(() => draftOf(editing));
  const set = (key: keyof Draft) => (e: { target: { value: string; checked?: boolean; type?: string } }) =>
    setD((old) => ({ ...old, [key]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }));
  const save = useMutation({
    mutationFn: () =>
      saveCoupon(d.code.trim().toUpperCase(), {
        kind: d.kind,
        amount: Number(d.amount),
        maxDiscount: wholeOrNull(d.maxDiscount),
        minSubtotal: Number(d.minSubtotal || 0),
        startsAt: d.startsAt || null,
        endsAt: d.endsAt || null,
        totalUses: wholeOrNull(d.totalUses),
        usesPerPhone: wholeOrNull(d.usesPerPhone),
        firstOrderOnly: d.firstOrderOnly,
        active: d.active,
      }),
    onSuccess: ({ coupon, changed }) => {
      void couponSaved(queryClient);
      showToast.success(changed ? `${coupon.code} saved` : 'Nothing changed');
      onDone();
    },
  });
  const errors = save.isError ? serverFieldErrors(save.error) : {};
  const input = (key: keyof Draft, label: string, type = 'number') => (
    <Field label={label} error={errors[key]}>
      <input type={type} value={String(d[key])} onChange={set(key)} />
    </Field>
  );
  return (
    <form className={styles.panel} onSubmit={(e) => (e.preventDefault(), save.mutate())} aria-label="Coupon terms">
      <h2>{editing ? `Edit ${editing.code}` : 'New coupon'}</h2>
      <div className={styles.couponGrid}>
        {editing ? null : input('code', 'Code', 'text')}
        <Field label="Discount type">
          <select value={d.kind} onChange={set('kind')}>
            <option value="percent">Percentage</option>
            <option value="flat">Flat amount (₹)</option>
          </select>
        </Field>
        {input('amount', d.kind === 'percent' ? 'Percent off' : 'Rupees off')}
        {input('maxDiscount', 'Maximum discount (₹, optional)')}
        {input('minSubtotal', 'Minimum subtotal (₹)')}
        {input('startsAt', 'Starts (IST, optional)', 'datetime-local')}
        {input('endsAt', 'Ends (IST, optional)', 'datetime-local')}
        {input('totalUses', 'Total uses (optional)')}
        {input('usesPerPhone', 'Uses per phone (optional)')}
      </div>
      <div className={styles.actions}>
        <label className={styles.toggle}>
          <input type="checkbox" checked={d.firstOrderOnly} onChange={set('firstOrderOnly')} /> First order only
        </label>
        <label className={styles.toggle}>
          <input type="checkbox" checked={d.active} onChange={set('active')} /> Active (untick to pause)
        </label>
      </div>
      {save.isError && (
        <p className={styles.error} role="alert">
          {serverMessage(save.error) ?? 'The coupon was not saved. Please try again.'}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save coupon
        </Button>
        <Button type="button" size="sm" tone="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
