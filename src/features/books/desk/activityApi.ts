import { queryOptions } from '@tanstack/react-query';
import { activityResponse } from '../../../../api-schema/adminMessages';
import { desk } from '../../desk/deskApi';
import { deskKeys } from '../../desk/deskQueries';

export const fetchActivity = async (page: number) =>
  (await desk.get('admin/activity', { searchParams: { page } }).json(activityResponse)).data;

export const activityQueries = {
  page: (page: number) =>
    queryOptions({ queryKey: deskKeys.activity(page), queryFn: () => fetchActivity(page), staleTime: 0 }),
};
