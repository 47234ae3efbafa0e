import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../api';
import { t } from '../../providers';
import { downloadFile } from './download';
import type { JobView } from './useJob';

/** A job's progress bar (rows done of the total), then its outcome and the download of its file. */
export function JobProgress({ job, doneText, downloadText }: { job: JobView | null; doneText?: string; downloadText?: string }) {
  const [busy, setBusy] = useState(false);
  if (!job || job.status === 'queued')
    return <Progress percent={0} status="active" format={() => t('transfer.queued')} data-testid="job-progress" />;
  if (job.status === 'failed')
    return <Alert type="error" showIcon message={t('transfer.failed')} description={job.message} data-testid="job-failed" />;
  const total = job.progressTotal;
  const percent = job.status === 'done' ? 100 : total ? Math.min(99, Math.floor((job.progressDone / total) * 100)) : 0;
  const text =
    total != null ? t('transfer.progress', { done: job.progressDone, total }) : t('transfer.progressUnknown', { done: job.progressDone });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Progress percent={percent} status={job.status === 'done' ? 'success' : 'active'} data-testid="job-progress" />
      <Typography.Text type="secondary" data-testid="job-progress-text">
        {job.status === 'done' && doneText ? doneText : text}
      </Typography.Text>
      {job.status === 'done' && job.downloadUrl && (
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={busy}
          data-testid="job-download"
          onClick={async () => {
            setBusy(true);
            try {
              await downloadFile(api.transfer.jobFile, { params: { id: job.id } }, job.fileName ?? 'download.xlsx');
            } finally {
              setBusy(false);
            }
          }}
        >
          {downloadText ?? t('transfer.download')}
        </Button>
      )}
    </Space>
  );
}
