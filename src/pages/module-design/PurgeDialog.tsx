import { App, Button, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../../components/transfer/download';
import { api } from '../../api';
import { isHttpError } from '../../providers';
import { designApi } from './api';
import { t } from './texts';

export interface PurgeTarget {
  path: string;
  field?: string;
}

/**
 * 彻底删除: destroys a removed route's table or a removed field's column. The dialog first offers
 * the data as a workbook; the administrator then types the name of what goes ("/route" or
 * "/route.field"), which the server checks again.
 */
export function PurgeDialog({
  code,
  target,
  baseVersion,
  onClose,
  onDone,
}: {
  code: string;
  target: PurgeTarget;
  baseVersion: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const name = target.field ? `${target.path}.${target.field}` : target.path;
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const exportData = async () => {
    setBusy(true);
    try {
      const { fileId } = await designApi.purgeExport(code, target.path, target.field);
      await downloadFile(api.moduleDesign.file, { params: { id: fileId } }, `${name.replace(/[/.]/g, '_')}.xlsx`);
    } finally {
      setBusy(false);
    }
  };
  const purge = async () => {
    setBusy(true);
    try {
      await designApi.purge(code, target.path, target.field, baseVersion, typed);
      void message.success(t('design.purgeDone'));
      onDone();
    } catch (e) {
      if (!isHttpError(e)) throw e;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('design.purgeTitle')}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t('design.cancel')}</Button>
          <Button danger type="primary" loading={busy} disabled={typed !== name} onClick={purge} data-testid="md-purge-confirm">
            {t('design.purge')}
          </Button>
        </Space>
      }
    >
      <div data-testid="md-purge">
        <Button loading={busy} onClick={exportData} data-testid="md-purge-export" style={{ marginBottom: 12 }}>
          {t('design.purgeExport')}
        </Button>
        <Typography.Paragraph>
          {t('design.purgeText')} <Typography.Text code>{name}</Typography.Text>
        </Typography.Paragraph>
        <Input value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="md-purge-name" />
      </div>
    </Modal>
  );
}
