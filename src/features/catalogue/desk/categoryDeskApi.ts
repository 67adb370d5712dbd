import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCategoryListResponse, adminCategoryResponse } from '../../../../api-schema/adminCategories';
import { desk } from '../../desk/deskApi';
import { deskKeys } from '../../desk/deskQueries';

export const fetchDeskCategories = async () =>
  (await desk.get('admin/categories').json(adminCategoryListResponse)).data.categories;

export const saveHindiName = async (id: string, categoryNameHi: string) =>
  (await desk.put(`admin/categories/${id}/hindi-name`, { json: { categoryNameHi } }).json(adminCategoryResponse)).data;

export const categoryDeskKeys = { all: () => [...deskKeys.all(), 'categories'] as const };

export const categoryDeskQueries = {
  list: () => queryOptions({ queryKey: categoryDeskKeys.all(), queryFn: fetchDeskCategories, staleTime: 0 }),
};

/** After a name was saved: the list and the Activity log ask again. */
export const hindiNameSaved = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: categoryDeskKeys.all() }),
    queryClient.invalidateQueries({ queryKey: deskKeys.activity() }),
  ]);
