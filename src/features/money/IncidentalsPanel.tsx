import { Button, Card, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { t, tDynamic } from '../../providers';
import { pathOf } from '../../resources';
import type { PanelProps } from '../../components/panels/types';
import { scopeOfRoute } from '../../schemas/scopes';

/**
 * The way from an order's detail screen (every order route and view names this panel through the
 * registry's order helpers) to its incidental charges, 杂费: the page the registry names
 * IncidentalsPage, opened with the order's scope and id.
 */
export default function IncidentalsPanel({ route, record }: PanelProps) {
  const navigate = useNavigate();
  const scope = scopeOfRoute(route);
  if (!scope || record.id == null) return null;
  const open = () => navigate(`${pathOf('IncidentalsPage')}?${new URLSearchParams({ scope, id: String(record.id) }).toString()}`);
  return (
    <Card
      size="small"
      title={tDynamic('route.incidentals')}
      style={{ marginTop: 16 }}
      data-testid="incidentals-panel"
      extra={
        <Button size="small" type="primary" onClick={open} data-testid="open-incidentals">
          {t('incidentals.open')}
        </Button>
      }
    >
      <Typography.Text type="secondary">{t('incidentals.panelHint')}</Typography.Text>
    </Card>
  );
}
