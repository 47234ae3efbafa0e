import type { ReactNode } from 'react';
import { t } from '../../providers';
import { useIsMobile, useIsSmallDevice } from './useIsMobile';

/** The product's mark (the same triangle the main layout shows). */
function Logo({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 22 22" aria-hidden style={{ flex: 'none', verticalAlign: 'middle' }}>
      <rect width="22" height="22" rx="5" fill="#002FA7" />
      <path d="M5 16 L11 5 L17 16 Z" fill="#fff" />
    </svg>
  );
}

/**
 * The frame of the public pages: no sider, no top bar, no login (docs/behaviour.md §2.2.8). The footer logo
 * links to the site of the provider serving the page (this installation's own address), in a new
 * window except on mobile devices.
 */
export function PublicFrame({ title, children }: { title?: string; children: ReactNode }) {
  const small = useIsSmallDevice();
  const mobile = useIsMobile();
  return (
    <div data-testid="public-page" style={{ minHeight: '100%', background: '#f0f2f5', display: 'flex', flexDirection: 'column' }}>
      <header
        style={{
          background: '#002FA7',
          color: '#fff',
          padding: small ? '10px 12px' : '12px 24px',
          fontSize: small ? 15 : 17,
          fontWeight: 600,
        }}
      >
        {title ?? t('tracking.title')}
      </header>
      <main style={{ flex: 1, width: '100%', maxWidth: 1200, margin: '0 auto', padding: small ? 8 : 16, boxSizing: 'border-box' }}>
        {children}
      </main>
      <footer style={{ textAlign: 'center', padding: '16px 8px 24px', color: '#8c8c8c', fontSize: 12 }}>
        <a
          data-testid="provider-logo"
          href={`${window.location.origin}/`}
          target={mobile ? undefined : '_blank'}
          rel="noopener noreferrer"
          style={{ color: '#595959' }}
        >
          <Logo /> <span style={{ verticalAlign: 'middle' }}>{t('app.brand')}</span>
        </a>{' '}
        <span style={{ verticalAlign: 'middle' }}>{t('tracking.footer')}</span>
      </footer>
    </div>
  );
}
