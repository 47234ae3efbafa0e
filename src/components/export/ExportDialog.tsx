import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { Alert, Button, Checkbox, Modal, Radio, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api, request } from '../../api';
import { altHttp, filterPairs, sortPairs, t } from '../../providers';
import type { ResolvedRoute } from '../../resources';
import { EXPORT_DIALOG_WIDTH } from '../../schemas';
import { JobProgress } from '../transfer/JobProgress';
import { useJob } from '../transfer/useJob';

interface Columns {
  mode: 'custom' | 'default';
  fields: string[];
  defaultFields: string[];
  columns: { name: string; label: string }[];
  maxRows: number;
}

/** The list's filters and sort as the list call sends them (repeated keys as arrays). */
function listQuery(filters: CrudFilter[], sorters: CrudSort[]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of [...filterPairs(filters), ...sortPairs(sorters)]) {
    const prev = out[k];
    out[k] = prev === undefined ? v : ([] as string[]).concat(prev, v);
  }
  return out;
}

/**
 * The export-method dialog (docs/behaviour.md §1.2.4, §1.4, §1.9): 自定义字段 (the default) lets the user choose and
 * order the columns, 默认字段 exports the list's columns; the choice is remembered on the server.
 * The export runs as a job: a progress bar, then the download.
 */
export default function ExportDialog({
  route,
  filters,
  sorters,
  columns,
  onClose,
}: {
  route: ResolvedRoute;
  filters: CrudFilter[];
  sorters: CrudSort[];
  columns?: string[];
  onClose: () => void;
}) {
  const [cols, setCols] = useState<Columns | null>(null);
  const [mode, setMode] = useState<'custom' | 'default'>('custom');
  const [chosen, setChosen] = useState<string[]>([]);
  const [jobId, setJobId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const job = useJob(jobId);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const [c, active] = await Promise.all([
          // Export calls are the second client's (10 s, docs/behaviour.md §1.9): the export itself runs as a job.
          request(altHttp, api.transfer.exportColumns, { params: { resource: route.name } }),
          request(altHttp, api.transfer.activeJob, { params: { kind: 'export' } }, { silent: true }).catch(() => null),
        ]);
        if (!live) return;
        const data = c as Columns;
        setCols(data);
        setMode(data.mode);
        setChosen(data.fields);
        // An export of this user still running (from before the dialog was closed): show its progress.
        const activeId = (active as { id?: number } | null)?.id;
        if (activeId) setJobId(activeId);
      } catch (e) {
        if (live) setError((e as Error).message);
      }
    })();
    return () => {
      live = false;
    };
  }, [route.name]);

  const move = (name: string, by: -1 | 1) =>
    setChosen((list) => {
      const i = list.indexOf(name);
      const j = i + by;
      if (i < 0 || j < 0 || j >= list.length) return list;
      const next = [...list];
      [next[i], next[j]] = [next[j], next[i]];
      return next;
    });
  const toggle = (name: string, on: boolean) => setChosen((list) => (on ? [...list, name] : list.filter((n) => n !== name)));
  // 默认字段 are the columns the list shows (a saved view's), those the export knows; else the route's list columns.
  const known = new Set(cols?.columns.map((c) => c.name) ?? []);
  const shownColumns = columns?.filter((n) => known.has(n));
  const viewColumns = shownColumns?.length ? shownColumns : undefined;

  async function start() {
    setError(null);
    setStarting(true);
    try {
      const r = await request(
        altHttp,
        api.transfer.exportStart,
        {
          params: { resource: route.name },
          body: {
            mode,
            fields: chosen,
            ...(viewColumns ? { viewColumns } : {}),
            query: listQuery(filters, sorters),
            tzOffset: new Date().getTimezoneOffset(),
          },
        },
        { silent: true },
      );
      setJobId(r.jobId);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setStarting(false);
    }
  }

  const labelOf = (n: string) => cols?.columns.find((c) => c.name === n)?.label ?? n;
  const unchosen = cols?.columns.filter((c) => !chosen.includes(c.name)) ?? [];

  return (
    <Modal
      open
      width={EXPORT_DIALOG_WIDTH}
      title={t('transfer.export.title')}
      onCancel={onClose}
      data-testid="export-dialog"
      footer={
        jobId === null ? (
          <Button
            type="primary"
            loading={starting}
            disabled={!cols || (mode === 'custom' && !chosen.length)}
            onClick={start}
            data-testid="export-start"
          >
            {t('transfer.export.start')}
          </Button>
        ) : null
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="export-error" />}
      {!cols && !error && <Spin />}
      {cols && jobId === null && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Radio.Group value={mode} onChange={(e) => setMode(e.target.value)} data-testid="export-mode">
            <Radio value="custom">{t('transfer.export.custom')}</Radio>
            <Radio value="default">{t('transfer.export.default')}</Radio>
          </Radio.Group>
          <Typography.Text type="secondary">
            {mode === 'custom' ? t('transfer.export.customHint') : t('transfer.export.defaultHint')}
          </Typography.Text>
          {mode === 'custom' ? (
            <div style={{ maxHeight: 320, overflowY: 'auto' }} data-testid="export-fields">
              {chosen.map((n, i) => (
                <div key={n} style={{ display: 'flex', alignItems: 'center' }} data-testid={`export-field-${n}`}>
                  <Checkbox checked onChange={() => toggle(n, false)} style={{ flex: 1 }}>
                    {labelOf(n)}
                  </Checkbox>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    disabled={i === 0}
                    onClick={() => move(n, -1)}
                    aria-label={t('transfer.moveUp')}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    disabled={i === chosen.length - 1}
                    onClick={() => move(n, 1)}
                    aria-label={t('transfer.moveDown')}
                  />
                </div>
              ))}
              {unchosen.map((c) => (
                <div key={c.name} data-testid={`export-field-${c.name}`}>
                  <Checkbox checked={false} onChange={() => toggle(c.name, true)}>
                    {c.label}
                  </Checkbox>
                </div>
              ))}
            </div>
          ) : (
            <Typography.Paragraph data-testid="export-default-fields">
              {(viewColumns ?? cols.defaultFields).map(labelOf).join('、')}
            </Typography.Paragraph>
          )}
          {mode === 'custom' && !chosen.length && <Typography.Text type="danger">{t('transfer.export.none')}</Typography.Text>}
          <Typography.Text type="secondary">{t('transfer.export.limit', { max: cols.maxRows.toLocaleString('en-US') })}</Typography.Text>
        </Space>
      )}
      {jobId !== null && <JobProgress job={job} doneText={job?.result ? t('transfer.done', { rows: job.result.rows }) : undefined} />}
    </Modal>
  );
}
