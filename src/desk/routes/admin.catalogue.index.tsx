import { createFileRoute } from '@tanstack/react-router';
import type { DeskRouter } from '../deskRouter';
import { CataloguePage } from '../../features/catalogue/desk/CataloguePage';
import { catalogueDeskSearchSchema } from '../../features/catalogue/desk/catalogueDeskSearch';

/** /admin/catalogue: every product, editable in its row; name search and page in the URL. */
export const Route = createFileRoute('/admin/catalogue/')({
  validateSearch: catalogueDeskSearchSchema,
  component: function CatalogueSection() {
    return <CataloguePage search={Route.useSearch<DeskRouter>()} />;
  },
});
