import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { t } from '../../providers';

/** The dialog is its own chunk, fetched when first opened. */
const GlobalSearchDialog = lazy(() => import('./GlobalSearchDialog'));

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The top bar's search box (docs/search.md): opens the search dialog on a click and on Ctrl+K
 * (⌘K on a Mac) from anywhere in the app; on a phone just the magnifier.
 */
export function GlobalSearchEntry({ compact }: { compact: boolean }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setLoaded(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  const keys = isMac() ? '⌘K' : 'Ctrl K';
  return (
    <>
      {compact ? (
        <Button type="text" icon={<SearchOutlined />} onClick={show} aria-label={t('finder.open')} data-testid="global-search-open" />
      ) : (
        <Tooltip title={keys}>
          <Button
            onClick={show}
            icon={<SearchOutlined />}
            data-testid="global-search-open"
            style={{ color: 'rgba(0,0,0,0.45)', minWidth: 180, justifyContent: 'flex-start' }}
          >
            <span style={{ flex: 1, textAlign: 'left' }}>{t('finder.open')}</span>
            <kbd style={{ fontSize: 11, padding: '0 4px', border: '1px solid #d9d9d9', borderRadius: 3, background: '#fafafa' }}>
              {keys}
            </kbd>
          </Button>
        </Tooltip>
      )}
      {loaded ? (
        <Suspense fallback={null}>
          <GlobalSearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
