import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminMessageListResponse, adminMessageResponse } from '../../../../api-schema/adminMessages';
import { definedParams, desk, type DeskParams } from '../../desk/deskApi';
import { deskKeys } from '../../desk/deskQueries';

export const fetchMessages = async (params: DeskParams) =>
  (await desk.get('admin/messages', { searchParams: definedParams(params) }).json(adminMessageListResponse)).data;

export const markMessage = async (id: string, body: { read?: boolean; handled?: boolean }) =>
  (await desk.patch(`admin/messages/${id}`, { json: body }).json(adminMessageResponse)).data.message;

export const messageDeskKeys = {
  all: () => [...deskKeys.all(), 'messages'] as const,
  list: (params: DeskParams) => [...messageDeskKeys.all(), params] as const,
};

export const messageDeskQueries = {
  list: (params: DeskParams) =>
    queryOptions({ queryKey: messageDeskKeys.list(params), queryFn: () => fetchMessages(params), staleTime: 0 }),
};

/** After a message was marked read or handled: the inbox's views ask again. */
export const messageMarked = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: messageDeskKeys.all() });
