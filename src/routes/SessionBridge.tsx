import { useInvalidateAuthStore } from '@refinedev/core';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setNotifier, setSessionEndHandler } from '../providers';
import { loginUrl } from '../providers/redirect';
import { loginPagePath } from '../resources';
import { WARNING_DURATION_S } from '../schemas/constants';

/**
 * Connects the framework-free providers to the UI: the http client's warnings appear as antd
 * notifications (themed, because they come from the antd App context), an ended session lands on
 * the login page with the way back. (The version check on every click is src/App.tsx's.)
 */
export function SessionBridge() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const invalidateAuth = useInvalidateAuthStore();
  // The handlers outlive renders; they must read the location at the moment the session ends.
  const where = useRef(location);
  where.current = location;
  // The session-end text is on screen: the client's own toast of the same failure would repeat it.
  const sessionEndText = useRef<string>(undefined);

  useEffect(() => {
    setNotifier({
      warn: (message, { durationS, onClose }) => {
        if (message === sessionEndText.current) return onClose();
        notification.warning({ message, duration: durationS, onClose, placement: 'bottomRight' });
      },
      success: (message) => notification.success({ message, placement: 'bottomRight' }),
    });
    return () => setNotifier(undefined);
  }, [notification]);

  useEffect(() => {
    setSessionEndHandler((message) => {
      const { pathname, search } = where.current;
      // Several calls can fail at once; only the first one should move the user.
      if (pathname !== loginPagePath()) navigate(loginUrl(pathname + search), { replace: true });
      void invalidateAuth();
      if (!message) return;
      sessionEndText.current = message;
      notification.warning({
        key: 'session-end',
        message,
        placement: 'bottomRight',
        duration: WARNING_DURATION_S,
        onClose: () => (sessionEndText.current = undefined),
      });
    });
    return () => setSessionEndHandler(undefined);
  }, [navigate, invalidateAuth, notification]);

  return null;
}
