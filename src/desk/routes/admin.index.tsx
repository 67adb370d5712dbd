import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/books/desk/DashboardPage';

/** /admin: the owner's day — today, the last seven days and what waits, each figure a link (docs/desk.md). */
export const Route = createFileRoute('/admin/')({ component: DashboardPage });
