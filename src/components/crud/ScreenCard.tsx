import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './ScreenCard.module.css';

interface Props {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/**
 * The frame of every generic screen: the route's title on the left, its actions on the right (under
 * the title when both do not fit on one line).
 */
export function ScreenCard({ title, extra, children, testId }: Props) {
  return (
    <Card
      className={styles.card}
      data-testid={testId}
      title={
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="page-title">
          {title}
        </Typography.Title>
      }
      extra={extra}
      styles={{ header: { minHeight: 56 }, body: { paddingTop: 16 } }}
    >
      {children}
    </Card>
  );
}
