import { createFileRoute } from '@tanstack/react-router';
import type { DeskRouter } from '../deskRouter';
import { ProductEditPage } from '../../features/catalogue/desk/ProductEditPage';

/** /admin/catalogue/{id}: one product's details and its photos per colour. */
export const Route = createFileRoute('/admin/catalogue/$productId')({
  component: function ProductEditSection() {
    return <ProductEditPage productId={Route.useParams<DeskRouter>().productId} />;
  },
});
