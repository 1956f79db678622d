import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAlertSettings, getRecentAlerts, saveAlertSettings } from './alerts.api';

export const alertKeys = {
  all: ['me', 'alerts'] as const,
  settings: ['me', 'alerts', 'settings'] as const,
  /** Refreshed by the realtime bridge when a `request-alert` arrives. */
  recent: ['me', 'alerts', 'recent'] as const,
};

export function useAlertSettings() {
  return useQuery({ queryKey: alertKeys.settings, queryFn: ({ signal }) => getAlertSettings(signal) });
}

export function useRecentAlerts() {
  return useQuery({ queryKey: alertKeys.recent, queryFn: ({ signal }) => getRecentAlerts(signal) });
}

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertSettings,
    onSuccess: (saved) => queryClient.setQueryData(alertKeys.settings, saved),
  });
}
