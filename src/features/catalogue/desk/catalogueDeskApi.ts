import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  adminProductListResponse,
  adminProductResponse,
  type NewProductInput,
  type ProductStockPriceInput,
} from '../../../../api-schema/adminCatalogue';
import { definedParams, desk, type DeskParams } from '../../desk/deskApi';
import { deskKeys } from '../../desk/deskQueries';
import { fetchProductPhotos } from './photoApi';
import { fetchProductDetails } from './productEditApi';

export const fetchDeskProducts = async (params: DeskParams) =>
  (await desk.get('admin/products', { searchParams: definedParams(params) }).json(adminProductListResponse)).data;

export const saveStockAndPrice = async (id: string, body: ProductStockPriceInput) =>
  (
    await desk
      .put(`admin/products/${encodeURIComponent(id)}/stock-and-price`, { json: body })
      .json(adminProductResponse)
  ).data.product;

export const addProduct = async (body: NewProductInput) =>
  (await desk.post('admin/products', { json: body }).json(adminProductResponse)).data.product;

export const catalogueDeskKeys = {
  all: () => [...deskKeys.all(), 'products'] as const,
  lists: () => [...catalogueDeskKeys.all(), 'list'] as const,
  list: (params: DeskParams) => [...catalogueDeskKeys.lists(), params] as const,
  details: (id: string) => [...catalogueDeskKeys.all(), 'details', id] as const,
  photos: (id: string) => [...catalogueDeskKeys.all(), 'photos', id] as const,
};

export const catalogueDeskQueries = {
  list: (params: DeskParams) =>
    queryOptions({ queryKey: catalogueDeskKeys.list(params), queryFn: () => fetchDeskProducts(params), staleTime: 0 }),
  details: (id: string) =>
    queryOptions({ queryKey: catalogueDeskKeys.details(id), queryFn: () => fetchProductDetails(id), staleTime: 0 }),
  photos: (id: string) =>
    queryOptions({ queryKey: catalogueDeskKeys.photos(id), queryFn: () => fetchProductPhotos(id), staleTime: 0 }),
};

/** After a product was added or its stock, price or details changed: the product lists ask again. */
export const productsChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: catalogueDeskKeys.lists() });

/** After a product's details were saved: its form shows the answer; its photos (colour names) and the lists ask again. */
export function detailsSaved(queryClient: QueryClient, saved: Awaited<ReturnType<typeof fetchProductDetails>>) {
  queryClient.setQueryData(catalogueDeskKeys.details(saved.id), saved);
  void queryClient.invalidateQueries({ queryKey: catalogueDeskKeys.photos(saved.id) });
  void productsChanged(queryClient);
}

/** After a colour's photos changed: the answer is the product's photos now; the activity log has a new row. */
export function photosChanged(queryClient: QueryClient, photos: Awaited<ReturnType<typeof fetchProductPhotos>>) {
  queryClient.setQueryData(catalogueDeskKeys.photos(photos.id), photos);
  void queryClient.invalidateQueries({ queryKey: deskKeys.activity() });
}
