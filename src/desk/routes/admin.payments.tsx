import { createFileRoute } from '@tanstack/react-router';
import { currentCsrfToken } from '../../features/admin/deskApi';
import { PaymentsDeskPage } from '../../features/payments/PaymentsDeskPage';

/** /admin/payments: UPI money awaiting confirmation, refunds due, the bank statement import. */
export const Route = createFileRoute('/admin/payments')({
  component: function PaymentsSection() {
    return <PaymentsDeskPage csrfToken={currentCsrfToken} />;
  },
});
