import { lazy } from 'react';

export const RefundUpiField = lazy(() => import('./RefundUpiField'));
