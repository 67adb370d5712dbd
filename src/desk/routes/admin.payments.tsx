import { createFileRoute } from '@tanstack/react-router';
import { currentCsrfToken } from '../../features/desk/deskApi';
import { PaymentsDeskPage } from '../../features/payments/desk/PaymentsDeskPage';

/** /admin/payments: UPI money awaiting confirmation, refunds due, the bank statement import. */
export const Route = createFileRoute('/admin/payments')({
  component: function PaymentsSection() {
    return <PaymentsDeskPage csrfToken={currentCsrfToken} />;
  },
});
