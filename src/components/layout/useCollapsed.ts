import { useCallback, useState } from 'react';

/** The sider's open/closed state survives reloads and logins (docs/behaviour.md §2.2.4: "sidebar open/closed is persisted"). */
const STORAGE_KEY = 'sidebarCollapsed';

function read(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function useCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, set] = useState(read);
  const update = useCallback((value: boolean) => {
    set(value);
    try {
      localStorage.setItem(STORAGE_KEY, value ? '1' : '0');
    } catch {
      // Storage can be unavailable (private mode, quota); the toggle still works for this page.
    }
  }, []);
  return [collapsed, update];
}
