import type { NotificationData, notifications } from '@mantine/notifications';

// Toasts are rare (a few save confirmations), so Mantine's notifications library and its container
// (~16 kB gzip) load on the first toast instead of with every page: `notify` asks the providers'
// NotificationsHost to mount the container, and shows the toast once it is on the page, so it slides
// in like any later one.
let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let library: Promise<{ notifications: typeof notifications }> | undefined;

/** For the providers: whether a toast was asked for (then the container mounts), and its mount signal. */
export const notificationsHost = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  isRequested: () => requested,
  containerMounted: () => markMounted(),
};

/** Shows a toast (the container closes it after 3 s, spec 01 §4). */
export function notify(notification: NotificationData) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  // One shared promise: toasts asked for before the container is up still show in order.
  library ??= mounted.then(() => import('@mantine/notifications'));
  void library.then((m) => m.notifications.show(notification));
}

// Save outcomes as toasts.
export function notifySuccess(message: string, title = 'Saved') {
  notify({ color: 'teal', title, message });
}

export function notifyError(message: string, title = 'Not saved') {
  notify({ color: 'red', title, message });
}
