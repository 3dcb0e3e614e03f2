import { notifications } from '@mantine/notifications';

// Save outcomes as toasts (the container closes them after 3 s, spec 01 §4).
export function notifySuccess(message: string) {
  notifications.show({ color: 'teal', title: 'Saved', message });
}

export function notifyError(message: string) {
  notifications.show({ color: 'red', title: 'Not saved', message });
}
