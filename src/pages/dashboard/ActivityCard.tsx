import { Card, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api, request } from '../../api';
import { altHttp, t } from '../../providers';
import { pathOf } from '../../resources';
import { isSafeUrl } from '../../schemas/rules';

/** GET /hrs/investigate/activity (docs/content-pages.md). */
interface Activity {
  id: number;
  title: string;
  activityImage: string;
}

/**
 * The activity image of the open questionnaire (docs/behaviour.md §2.2.1: users reach /investigate from it), set
 * by the platform administrator with the questionnaire. Nothing shows when no questionnaire is open,
 * it has no picture, the user has answered it, or the call fails: it is an invitation, not news.
 */
export function ActivityCard() {
  const [activity, setActivity] = useState<Activity | null>(null);
  useEffect(() => {
    let live = true;
    request(altHttp, api.pages.questionnaireActivity, undefined, { silent: true })
      .then((answer) => {
        const a = answer as Activity | null;
        if (live) setActivity(a && isSafeUrl(a.activityImage) ? a : null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!activity) return null;
  const label = t('investigate.activityLink', { title: activity.title });
  return (
    <Card size="small" style={{ marginBottom: 16 }} styles={{ body: { padding: 8 } }} data-testid="activity-card">
      <Link to={pathOf('InvestigatePage')} data-testid="activity-link" aria-label={label} title={label}>
        <img
          src={activity.activityImage}
          alt={label}
          style={{ display: 'block', width: '100%', maxHeight: 160, objectFit: 'cover', borderRadius: 6 }}
        />
        <Typography.Text strong style={{ display: 'block', marginTop: 6 }}>
          {label}
        </Typography.Text>
      </Link>
    </Card>
  );
}
