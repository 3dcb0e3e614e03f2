import { notifications } from '@mantine/notifications';

// Save outcomes as toasts (the container closes them after 3 s, spec 01 §4).
export function notifySuccess(message: string, title = 'Saved') {
  notifications.show({ color: 'teal', title, message });
}

export function notifyError(message: string, title = 'Not saved') {
  notifications.show({ color: 'red', title, message });
}
