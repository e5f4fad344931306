import { LIVE_NOTIFICATION_EVENTS, LiveNotificationSchema, type LiveNotification } from '@taka/contracts';
import { followEventStream } from '@/shared/api/event-stream';

const STREAM_PATH = '/api/notification-service/instant-notification/stream';

/** A refresh told to every customer at once (a broadcast) is spread over this long, not fetched by all together. */
const REFRESH_SPREAD_MS = 5_000;

export type NotificationListener = {
  signal: AbortSignal;
  /** A notification of the customer's arrived. */
  onNotification(notification: LiveNotification): void;
  /** Notifications may have changed unseen (a broadcast, or the stream was down a while): fetch them again. */
  onRefresh(): void;
};

/**
 * Follows the signed-in customer's notification stream (decision 025) until `signal` aborts. Loaded by the shell
 * after its first paint, so none of it weighs on the shell's start.
 */
export function followNotifications(listener: NotificationListener): Promise<void> {
  const { signal } = listener;
  return followEventStream(STREAM_PATH, {
    signal,
    onOpen: (again) => {
      if (again) listener.onRefresh();
    },
    onEvent: (event) => {
      if (event.event === LIVE_NOTIFICATION_EVENTS.notification) {
        const parsed = LiveNotificationSchema.safeParse(JSON.parse(event.data));
        if (parsed.success) listener.onNotification(parsed.data);
        else listener.onRefresh();
      } else if (event.event === LIVE_NOTIFICATION_EVENTS.refresh) {
        const timer = setTimeout(listener.onRefresh, Math.random() * REFRESH_SPREAD_MS);
        signal.addEventListener('abort', () => clearTimeout(timer));
      }
    },
  });
}
