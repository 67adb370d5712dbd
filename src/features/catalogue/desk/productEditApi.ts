import {
  productDetailsResponse,
  productEditResponse,
  type ProductEditInput,
} from '../../../../api-schema/adminProductEdit';
import { desk } from '../../desk/deskApi';

const productPath = (id: string) => `admin/products/${encodeURIComponent(id)}`;

export const fetchProductDetails = async (id: string) =>
  (await desk.get(productPath(id)).json(productDetailsResponse)).data.product;

export const saveProductDetails = async (id: string, edit: ProductEditInput) =>
  (await desk.patch(productPath(id), { json: edit }).json(productEditResponse)).data;
