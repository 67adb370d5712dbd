import { createFileRoute } from '@tanstack/react-router';
import { CustomersPage } from '../../features/orders/desk/CustomersPage';

/** /admin/customers: shoppers grouped by phone, each linking to their orders. */
export const Route = createFileRoute('/admin/customers')({ component: CustomersPage });
