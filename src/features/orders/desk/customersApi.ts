import { adminCustomerListResponse } from '../../../../api-schema/adminCustomers';
import { http } from '../../../api/http';

export const customersKey = (page: number, q?: string) => ['desk', 'customers', page, q ?? ''] as const;

export const fetchCustomers = async (page: number, q?: string) =>
  (await http.get('admin/customers', { searchParams: { page, ...(q ? { q } : {}) } }).json(adminCustomerListResponse))
    .data;
