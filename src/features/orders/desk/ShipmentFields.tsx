import { COURIERS, OTHER_COURIER } from '../../../../api-schema/couriers';
import type { ShopTransitionInput } from '../../../../api-schema/orderActions';
import { Field } from '../../../ui/Field';

export interface ShipmentDraft {
  courierId: string;
  /** The typed name, used only with Other. */
  courier: string;
  trackingNumber: string;
}
export const EMPTY_SHIPMENT: ShipmentDraft = { courierId: '', courier: '', trackingNumber: '' };

/** The body of "Ship": a listed courier by its id, or Other with the typed name (docs/decisions/022-couriers.md). */
export const shipmentBody = ({ courierId, courier, trackingNumber }: ShipmentDraft) => ({
  ...(courierId ? { courierId: courierId as NonNullable<ShopTransitionInput['courierId']> } : {}),
  ...(courierId === OTHER_COURIER ? { courier } : {}),
  trackingNumber,
});

interface Props {
  value: ShipmentDraft;
  onChange: (next: ShipmentDraft) => void;
  /** The server's messages by field. */
  errors: Record<string, string | undefined>;
}

/** Courier from the list (or Other and its name) and the AWB, for shipping a packed order. */
export function ShipmentFields({ value, onChange, errors }: Props) {
  const other = value.courierId === OTHER_COURIER;
  const set = (patch: Partial<ShipmentDraft>) => onChange({ ...value, ...patch });
  return (
    <>
      <Field label="Courier" error={errors.courierId ?? (other ? undefined : errors.courier)}>
        <select value={value.courierId} onChange={(e) => set({ courierId: e.target.value })}>
          <option value="">Choose the courier</option>
          {COURIERS.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          <option value={OTHER_COURIER}>Other (type its name)</option>
        </select>
      </Field>
      {other && (
        <Field label="Courier name" error={errors.courier}>
          <input value={value.courier} maxLength={100} onChange={(e) => set({ courier: e.target.value })} />
        </Field>
      )}
      <Field label="Tracking number (AWB)" error={errors.trackingNumber}>
        <input
          value={value.trackingNumber}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => set({ trackingNumber: e.target.value })}
        />
      </Field>
    </>
  );
}
