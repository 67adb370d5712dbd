import { createFileRoute } from '@tanstack/react-router';
import { SessionsPage } from '../../features/desk/SessionsPage';

/** /admin/sessions: the operator's signed-in sessions, each one can be ended. */
export const Route = createFileRoute('/admin/sessions')({ component: SessionsPage });
