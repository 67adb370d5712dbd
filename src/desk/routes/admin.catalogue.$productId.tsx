import { createFileRoute } from '@tanstack/react-router';
import type { DeskRouter } from '../deskRouter';
import { ProductPhotosPage } from '../../features/admin/ProductPhotosPage';

/** /admin/catalogue/{id}: one product's photos per colour. */
export const Route = createFileRoute('/admin/catalogue/$productId')({
  component: function ProductPhotosSection() {
    return <ProductPhotosPage productId={Route.useParams<DeskRouter>().productId} />;
  },
});
