import { ZNotification } from '@finboard/contracts';
import type { NotificationType } from '@finboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys';

export const NOTIFICATION_STREAM_URL = '/api/notifications/stream';
/** After the server refuses a stream (too many tabs, signed out), the page polls and tries live again this much later. */
export const STREAM_RETRY_MS = 60_000;

/** Notifications that change someone's connections: those lists are read again too. */
const CONNECTION_TYPES: ReadonlySet<NotificationType> = new Set([
  'connection_request',
  'connection',
  'disconnect',
  'new_client_account',
  'client_account_closed',
  // An ask to share, and its answer, change the share requests read under connections.
  'share_request',
  'share_request_granted',
  'share_request_declined',
]);

/** A stream event's data is a ZNotification; only its type is read here, so only its type is checked. */
const ZStreamedNotification = ZNotification.pick({ type: true }).loose();

function typeOf(data: unknown): NotificationType | null {
  try {
    const parsed = ZStreamedNotification.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data.type : null;
  } catch {
    return null;
  }
}

/**
 * Follows the signed-in user's notifications live (Server-Sent Events): each one, a fresh start
 * (`ready`) and a gap the server could not replay (`resync`) read the list again. The browser
 * reconnects a dropped stream by itself, resuming after the last event; a refused one falls back
 * to the feed's polling until the next try.
 */
export function useLiveNotifications(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    const onNotification = (event: MessageEvent) => {
      refresh();
      const type = typeOf(event.data);
      if (type && CONNECTION_TYPES.has(type)) void queryClient.invalidateQueries({ queryKey: queryKeys.connections });
    };
    const connect = () => {
      source = new EventSource(NOTIFICATION_STREAM_URL, { withCredentials: true });
      source.addEventListener('notification', onNotification);
      source.addEventListener('ready', refresh);
      source.addEventListener('resync', refresh);
      source.addEventListener('error', () => {
        // CONNECTING means the browser is already retrying; CLOSED means it gave up (a refusal).
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        retry = setTimeout(connect, STREAM_RETRY_MS);
      });
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [enabled, queryClient]);
}
