import { queryOptions } from '@tanstack/react-query';
import { dashboardResponse } from '../../../../api-schema/adminDashboard';
import { http } from '../../../api/http';
import { deskKeys } from '../../desk/deskQueries';

/** The desk's home: a read, so no CSRF token is needed. */
export const fetchDashboard = async () => (await http.get('admin/dashboard').json(dashboardResponse)).data;

/** Asked again every minute while open: the owner's queues move as shoppers order. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: [...deskKeys.all(), 'dashboard'],
    queryFn: fetchDashboard,
    staleTime: 0,
    refetchInterval: 60_000,
  });
