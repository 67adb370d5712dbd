import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '../../features/books/desk/ActivityPage';

/** /admin/activity: who changed what on the desk. */
export const Route = createFileRoute('/admin/activity')({ component: ActivityPage });
