import { queryOptions } from '@tanstack/react-query';
import { adminCustomerListResponse } from '../../../../api-schema/adminCustomers';
import { http } from '../../../api/http';
import { deskKeys } from '../../desk/deskQueries';

export const fetchCustomers = async (page: number, q?: string) =>
  (await http.get('admin/customers', { searchParams: { page, ...(q ? { q } : {}) } }).json(adminCustomerListResponse))
    .data;

export const customerDeskKeys = {
  all: () => [...deskKeys.all(), 'customers'] as const,
  page: (page: number, q?: string) => [...customerDeskKeys.all(), page, q ?? ''] as const,
};

export const customersQuery = (page: number, q?: string) =>
  queryOptions({ queryKey: customerDeskKeys.page(page, q), queryFn: () => fetchCustomers(page, q), staleTime: 0 });
