import { createFileRoute } from '@tanstack/react-router';
import { CouponsPage } from '../../features/checkout/desk/CouponsPage';

/** /admin/coupons: every code with its terms and uses; create, edit, pause (docs/pricing.md). */
export const Route = createFileRoute('/admin/coupons')({ component: CouponsPage });
