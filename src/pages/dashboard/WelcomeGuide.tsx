import { Button, Card, Modal, Space, Tour, Typography, type TourProps } from 'antd';
import { useEffect, useState, type RefObject } from 'react';
import { t } from '../../providers';
import {
  GUIDE_DELAY_MS,
  dismissBrowserWarning,
  dismissMobileWarning,
  finishGuide,
  guideFinished,
  needsBrowserWarning,
  needsMobileWarning,
} from './guide';

interface Props {
  userId: unknown;
  orgId: unknown;
  search: RefObject<HTMLDivElement | null>;
  tools: RefObject<HTMLDivElement | null>;
  help: RefObject<HTMLDivElement | null>;
}

/**
 * The welcome overlay and the 3-step tour (docs/behaviour.md §2.2.2, §2.4). The overlay is a floating card that
 * leaves the rest of the page usable; 开始 starts the tour, 不再显示 / 跳过 / finishing sets the
 * per-user-and-organisation flag so it does not come back.
 */
export function WelcomeGuide({ userId, orgId, search, tools, help }: Props) {
  const [welcome, setWelcome] = useState(false);
  const [tour, setTour] = useState(false);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (userId === undefined || guideFinished(userId, orgId)) return;
    const timer = window.setTimeout(() => setWelcome(true), GUIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [userId, orgId]);

  const done = () => {
    finishGuide(userId, orgId);
    setWelcome(false);
    setTour(false);
  };

  const steps: TourProps['steps'] = [
    { title: t('dashboard.tour.search.title'), description: t('dashboard.tour.search.body'), target: () => search.current! },
    { title: t('dashboard.tour.tools.title'), description: t('dashboard.tour.tools.body'), target: () => tools.current! },
    { title: t('dashboard.tour.help.title'), description: t('dashboard.tour.help.body'), target: () => help.current! },
  ].map((s, i, all) => ({
    ...s,
    prevButtonProps: { children: t('dashboard.tour.prev') },
    nextButtonProps: { children: i === all.length - 1 ? t('dashboard.tour.tryNow') : t('dashboard.tour.next') },
  }));

  return (
    <>
      {welcome && !tour ? (
        <Card
          data-testid="welcome-overlay"
          role="dialog"
          aria-label={t('dashboard.welcome.title')}
          style={{
            position: 'fixed',
            left: '50%',
            bottom: 32,
            transform: 'translateX(-50%)',
            zIndex: 1000,
            width: 'min(380px, calc(100vw - 24px))',
            boxShadow: '0 6px 24px rgba(0,0,0,0.18)',
          }}
        >
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {t('dashboard.welcome.title')}
          </Typography.Title>
          <Typography.Paragraph>{t('dashboard.welcome.body')}</Typography.Paragraph>
          <Space>
            <Button
              type="primary"
              data-testid="welcome-start"
              onClick={() => {
                setCurrent(0);
                setWelcome(false);
                setTour(true);
              }}
            >
              {t('dashboard.welcome.start')}
            </Button>
            <Button data-testid="welcome-never" onClick={done}>
              {t('dashboard.welcome.never')}
            </Button>
          </Space>
        </Card>
      ) : null}
      <Tour
        open={tour}
        current={current}
        onChange={setCurrent}
        steps={steps}
        onClose={done}
        onFinish={done}
        actionsRender={(origin, { current: c, total }) => (
          <>
            <Button size="small" onClick={done}>
              {c === total - 1 ? t('dashboard.tour.finish') : t('dashboard.tour.skip')}
            </Button>
            {origin}
          </>
        )}
      />
    </>
  );
}

/** Browser and mobile warnings (docs/behaviour.md §2.2.2). */
export function DeviceWarnings() {
  const [browser, setBrowser] = useState(() => needsBrowserWarning(navigator.userAgent));
  const [mobile, setMobile] = useState(() => !browser && needsMobileWarning(navigator.userAgent, window.innerWidth));
  return (
    <>
      <Modal
        open={browser}
        title={t('dashboard.browser.title')}
        data-testid="browser-warning"
        closable={false}
        footer={
          <Button
            type="primary"
            onClick={() => {
              dismissBrowserWarning();
              setBrowser(false);
              setMobile(needsMobileWarning(navigator.userAgent, window.innerWidth));
            }}
          >
            {t('dashboard.browser.ok')}
          </Button>
        }
      >
        {t('dashboard.browser.body')}
      </Modal>
      <Modal
        open={mobile}
        title={t('dashboard.mobile.title')}
        data-testid="mobile-warning"
        closable={false}
        footer={
          <Button
            type="primary"
            onClick={() => {
              dismissMobileWarning();
              setMobile(false);
            }}
          >
            {t('dashboard.browser.ok')}
          </Button>
        }
      >
        {t('dashboard.mobile.body')}
      </Modal>
    </>
  );
}
