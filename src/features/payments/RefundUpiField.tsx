import { isVpa, VPA_INVALID } from '../../../api-schema/payment';
import { t, tKnown } from '../../i18n/language';
import { Field } from '../../ui/Field';

interface Props {
  value: string;
  showError: boolean;
  /** `valid`: a UPI ID (isVpa), or empty where the field is optional. */
  onChange: (value: string, valid: boolean) => void;
  required?: boolean;
}

/**
 * Where a refund goes: the shopper's UPI ID. Loaded lazily with its check, as only a paid order's cancel and the
 * return form ask for it (first-load budget, docs/payments.md).
 */
export default function RefundUpiField({ value, showError, onChange, required = false }: Props) {
  return (
    <Field
      label={required ? t('UPI ID for your refund') : t('UPI ID for your refund (so we can refund you quickly)')}
      error={showError ? tKnown(VPA_INVALID) : undefined}
    >
      <input
        name="refundUpiId"
        autoComplete="off"
        autoCapitalize="none"
        // eslint-disable-next-line no-restricted-syntax -- the shape of a UPI ID, the same in every language
        placeholder="name@bank"
        maxLength={100}
        value={value}
        onChange={(e) => onChange(e.target.value, e.target.value.trim() ? isVpa(e.target.value) : !required)}
      />
    </Field>
  );
}
