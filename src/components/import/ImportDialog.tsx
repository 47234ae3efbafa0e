import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Modal, Radio, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { api, call } from '../../api';
import { invalidateTopics } from '../../api/hooks';
import { t, toQuery } from '../../providers';
import type { ResolvedRoute } from '../../resources';
import { JSON_TIMEOUT_MS } from '../../schemas';
import { downloadFile } from '../transfer/download';
import { JobProgress } from '../transfer/JobProgress';
import { isFinished, useJob } from '../transfer/useJob';

/** A finished import job's result, as the server's ImportResult (server/import/import-job.ts) reports it. */
type ImportResult = {
  total: number;
  good: number;
  bad: number;
  inserted: number;
  updated: number;
  written: boolean;
  dryRun: boolean;
  ignoredColumns: string[];
};
import { useGuardedClose, useSaveShortcut } from '../keyboard/shortcuts';

/**
 * Import into a crud list (docs/api-transfer.md): the template, the file, a check (dry run) that
 * counts good and bad rows, then the import itself, all or nothing or good rows only. Rows with
 * problems come back as an error report workbook.
 */
export default function ImportDialog({ route, onClose }: { route: ResolvedRoute; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<'all' | 'good'>('all');
  const [update, setUpdate] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const job = useJob(jobId);
  const hasKey = (route.fields ?? []).some((f) => f.unique && !f.readOnly);
  const result = job?.status === 'done' ? (job.result as ImportResult) : null;

  useEffect(() => {
    if (result?.written) invalidateTopics(queryClient, [route.name]);
  }, [result?.written, queryClient, route.name]);

  async function send(dryRun: boolean) {
    if (!file) return setError(t('transfer.import.chooseFile'));
    setError(null);
    setSending(true);
    setJobId(null);
    try {
      const body = new FormData();
      body.append('file', file);
      const query = toQuery([
        ['dryRun', dryRun ? '1' : '0'],
        ['mode', mode],
        ['updateExisting', update ? '1' : '0'],
        ['tzOffset', String(new Date().getTimezoneOffset())],
      ]);
      const r = await call(
        api.transfer.importUpload,
        { params: { resource: route.name }, query, body },
        { timeout: JSON_TIMEOUT_MS, silent: true },
      );
      setJobId((r as { jobId: number }).jobId);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSending(false);
    }
  }

  const running = jobId !== null && !isFinished(job);
  // Ctrl+S is 导入 (nothing while a file is sent or checked/imported); Esc (×) asks before a chosen
  // file that was not imported yet is dropped.
  useSaveShortcut(() => void send(false), true, !sending && !running);
  const close = useGuardedClose(() => !!file && !(result && !result.dryRun), onClose);

  return (
    <Modal
      open
      width={520}
      title={t('transfer.import.title')}
      onCancel={close}
      data-testid="import-dialog"
      footer={
        <Space>
          <Button loading={sending} disabled={running} onClick={() => send(true)} data-testid="import-check">
            {t('transfer.import.check')}
          </Button>
          <Button type="primary" loading={sending} disabled={running} onClick={() => send(false)} data-testid="import-run">
            {t('transfer.import.run')}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => downloadFile(api.transfer.importTemplate, { params: { resource: route.name } }, 'template.xlsx')}
          data-testid="import-template"
        >
          {t('transfer.import.template')}
        </Button>
        <Upload.Dragger
          accept=".xlsx,.csv"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            setJobId(null);
            return false;
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('transfer.import.pick')}</p>
          <p className="ant-upload-hint">{t('transfer.import.limit', { max: '100,000' })}</p>
        </Upload.Dragger>
        <Space wrap>
          <Typography.Text>{t('transfer.import.mode')}</Typography.Text>
          <Radio.Group value={mode} onChange={(e) => setMode(e.target.value)} data-testid="import-mode">
            <Radio value="all">{t('transfer.import.all')}</Radio>
            <Radio value="good">{t('transfer.import.good')}</Radio>
          </Radio.Group>
        </Space>
        {hasKey && (
          <Checkbox checked={update} onChange={(e) => setUpdate(e.target.checked)} data-testid="import-update">
            {t('transfer.import.update')}
          </Checkbox>
        )}
        {error && <Alert type="error" showIcon message={error} data-testid="import-error" />}
        {jobId !== null && (
          <JobProgress
            job={job}
            doneText={result ? t('transfer.import.checked', result) : undefined}
            downloadText={t('transfer.import.report')}
          />
        )}
        {result && (
          <Alert
            data-testid="import-result"
            type={result.bad ? 'warning' : 'success'}
            showIcon
            message={t('transfer.import.checked', result)}
            description={
              result.dryRun
                ? t('transfer.import.dryRunNote')
                : result.written
                  ? t('transfer.import.written', result)
                  : t('transfer.import.notWritten')
            }
          />
        )}
        {result && result.ignoredColumns?.length > 0 && (
          <Typography.Text type="secondary">{t('transfer.import.ignored', { columns: result.ignoredColumns.join(', ') })}</Typography.Text>
        )}
      </Space>
    </Modal>
  );
}
