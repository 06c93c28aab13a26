import { ACTIVITY_PAGE_SIZES, type UpdateActivityBody } from '@platform/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createWebinar,
  deleteWebinar,
  fetchChannelWebinars,
  fetchWebinar,
  openWaitingRoom,
  publishWebinar,
  sendToAnalysis,
  updateWebinar,
} from '../api';
import { MANAGE_LIST_STATUSES } from '../lib/webinarStatus';
import { webinarKeys } from './webinarKeys';

export function useChannelWebinars(workspaceId: string | null, page: number) {
  const limit = ACTIVITY_PAGE_SIZES.manageWebinars;
  return useQuery({
    queryKey: webinarKeys.list(workspaceId ?? '', page),
    queryFn: () => fetchChannelWebinars(workspaceId!, MANAGE_LIST_STATUSES, limit, (page - 1) * limit),
    enabled: workspaceId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useWebinar(id: string) {
  return useQuery({ queryKey: webinarKeys.detail(id), queryFn: () => fetchWebinar(id) });
}

export function useCreateWebinar(workspaceId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createWebinar(workspaceId!, name),
    onSuccess: () => client.invalidateQueries({ queryKey: webinarKeys.all }),
  });
}

export function useUpdateWebinar(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateActivityBody) => updateWebinar(id, body),
    onSuccess: (activity) => {
      client.setQueryData(webinarKeys.detail(id), activity);
      return client.invalidateQueries({ queryKey: webinarKeys.all });
    },
  });
}

export function useWebinarCommand(id: string) {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: webinarKeys.all });
  return {
    openWaitingRoom: useMutation({ mutationFn: () => openWaitingRoom(id), onSuccess: done }),
    sendToAnalysis: useMutation({ mutationFn: () => sendToAnalysis(id), onSuccess: done }),
    publish: useMutation({ mutationFn: () => publishWebinar(id), onSuccess: done }),
    // The caller leaves the page first, then refreshes the lists: refetching the deleted webinar would only fail.
    remove: useMutation({ mutationFn: () => deleteWebinar(id) }),
  };
}
