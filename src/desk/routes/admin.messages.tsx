import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../features/info/desk/MessagesPage';

/** /admin/messages: the contact form's messages. */
export const Route = createFileRoute('/admin/messages')({ component: MessagesPage });
