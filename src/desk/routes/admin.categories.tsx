import { createFileRoute } from '@tanstack/react-router';
import { CategoryNamesPage } from '../../features/catalogue/desk/CategoryNamesPage';

/** /admin/categories: each category's name for Hindi readers. */
export const Route = createFileRoute('/admin/categories')({ component: CategoryNamesPage });
