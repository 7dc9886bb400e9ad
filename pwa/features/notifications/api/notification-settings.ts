import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationSettingsSchema,
  type NotificationSettings,
} from '#shared/schemas/notifications.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** GET /api/notification-settings: the kinds that also come as a push. */
export async function getNotificationSettings(): Promise<NotificationSettings> {
  return notificationSettingsSchema.parse((await apiClient.GET('/api/notification-settings')).data);
}

export function useNotificationSettings() {
  return useQuery(
    queryOptions({ queryKey: notificationKeys.settings(), queryFn: getNotificationSettings }),
  );
}

/**
 * PUT /api/notification-settings with the whole choice. Shown at once; put back as it was if the
 * server does not take it (the caller says so).
 */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  const key = notificationKeys.settings();
  return useMutation({
    mutationFn: async (settings: NotificationSettings) => {
      await apiClient.PUT('/api/notification-settings', { body: settings });
      return settings;
    },
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationSettings>(key);
      queryClient.setQueryData(key, settings);
      return { before };
    },
    onError: (_error, _settings, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
