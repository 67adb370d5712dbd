import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '../../features/admin/ActivityPage';

/** /admin/activity: who changed what on the desk. */
export const Route = createFileRoute('/admin/activity')({ component: ActivityPage });
