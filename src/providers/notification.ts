import type { NotificationProvider } from '@refinedev/core';
import { App } from 'antd';

/**
 * Refine's notifications through antd's App notification API, bottom-right (docs/behaviour.md §2.8). Our own
 * instead of @refinedev/antd's, which would pull its markdown renderer into the login page's bundle.
 */
export function useAppNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  return {
    open: ({ key, message, description, type }) => {
      const kind = type === 'progress' ? 'info' : type;
      notification[kind]({ key, message, description, placement: 'bottomRight' });
    },
    close: (key) => notification.destroy(key),
  };
}
