import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { hasButton, t } from '../../providers';
import { buttonCode, type ResolvedRoute } from '../../resources';
import { FillReferenceButton } from '../reference/FillReferenceButton';
import { isWritable } from '../crud/routeDefs';

// The dialogs are their own chunks: a list loads them only when the user opens one.
const ExportDialog = lazy(() => import('../export/ExportDialog'));
const ImportDialog = lazy(() => import('../import/ImportDialog'));

/**
 * The spreadsheet actions in a list's header: 导入 on crud lists for holders of `{route}:import`,
 * 导出 on every list and report for holders of `{route}:export` (the export takes the list's
 * current filters and sort; its 默认字段 are the columns the list shows now, a saved view's included),
 * and 填充基础数据 where the route declares it.
 */
export function ListTransferActions({
  route,
  filters,
  sorters,
  columns,
}: {
  route: ResolvedRoute;
  filters: CrudFilter[];
  sorters: CrudSort[];
  columns?: string[];
}) {
  const [open, setOpen] = useState<'export' | 'import' | null>(null);
  const canImport = isWritable(route) && hasButton(buttonCode(route.name, 'import'));
  const canExport = hasButton(buttonCode(route.name, 'export'));
  const close = () => setOpen(null);
  return (
    <>
      <FillReferenceButton route={route} />
      {canImport && (
        <Button icon={<UploadOutlined />} onClick={() => setOpen('import')} data-testid="import-button">
          {t('buttons.import')}
        </Button>
      )}
      {canExport && (
        <Button icon={<DownloadOutlined />} onClick={() => setOpen('export')} data-testid="export-button">
          {t('buttons.export')}
        </Button>
      )}
      <Suspense fallback={null}>
        {open === 'export' && <ExportDialog route={route} filters={filters} sorters={sorters} columns={columns} onClose={close} />}
        {open === 'import' && <ImportDialog route={route} onClose={close} />}
      </Suspense>
    </>
  );
}
