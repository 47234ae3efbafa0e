import { DeleteOutlined, EditOutlined, FilePdfOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Alert, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { api } from '../../api';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { currentLanguage, hasButton, t } from '../../providers';
import { buttonCode } from '../../resources';
import type { WaybillVariant } from '../../schemas/waybill';
import { formatValue } from '../crud/format';
import type { PanelProps } from '../panels/types';
import { pdfAddress, startDownload, type AwbPrint, type PrintValues } from './api';
import { WaybillPrintForm } from './WaybillPrintForm';
import { usePersonalSettings } from '../settings/store';
import { housePrefill } from '../../schemas/settings-effects';

interface Editing {
  variant: WaybillVariant;
  print: AwbPrint | null;
  initial: PrintValues;
  /** Remounts the form for each opening. */
  seq: number;
}

interface Row {
  key: string;
  variant: WaybillVariant;
  print: AwbPrint | null;
  number: string;
  awbNumber: string;
  /** As the server stored it (the contract leaves its form open). */
  updateTime: unknown;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const UPDATE_TIME = { name: 'updateTime', kind: 'datetime' as const, label: { 'zh-CN': '', 'en-US': '' } };

/**
 * The master and house air waybill prints of an air-export order (docs/behaviour.md §1.3, §1.5.1, §2.3): the
 * list, the print forms, and the PDF of each print. Writing needs the order's edit button code.
 */
export default function WaybillPrintPanel({ route, record }: PanelProps) {
  const orderId = record.id as number | string;
  const lang = currentLanguage();
  const { open } = useNotification();
  // orderAeHawbCopyAwbInfo (default on): a new house waybill starts from the saved master's information.
  const { settings } = usePersonalSettings();
  const copyMaster = settings?.orderAeHawbCopyAwbInfo !== '0';
  const canEdit = hasButton(buttonCode(route.name, 'edit'));
  const prints = useApiQuery(api.waybill.awbPrintsOfOrder, { params: { orderId } });
  const data = prints.data ?? null;
  const failed = prints.isError;
  const loading = prints.isFetching;
  // Saves (the form) and deletes refresh the prints through the shared cache.
  const deletePrint = useApiMutation(api.waybill.deleteAwbPrint);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const edit = (variant: WaybillVariant, print: AwbPrint | null) => {
    const own = data?.prefill[variant] ?? {};
    const prefill = variant === 'house' ? housePrefill(own, data?.master?.values, copyMaster) : own;
    setEditing((e) => ({ variant, print, initial: print ? print.values : prefill, seq: (e?.seq ?? 0) + 1 }));
  };

  const remove = async (print: AwbPrint) => {
    try {
      await deletePrint.mutateAsync({ params: { awbPrintId: print.awbPrintId } });
      open?.({ type: 'success', message: t('success') });
    } catch {
      // The http client has shown the message.
    }
  };

  const download = async (row: Row) => {
    if (!data?.orderUuid) return;
    setBusy(row.key);
    try {
      const address = await pdfAddress(
        data.orderUuid,
        row.variant === 'house' && row.print ? { awbPrintId: row.print.awbPrintId } : undefined,
      );
      startDownload(address);
    } catch {
      // The http client has shown the server's message (e.g. no valid master number yet).
    } finally {
      setBusy(null);
    }
  };

  const master = data?.master ?? null;
  const rows: Row[] = data
    ? [
        {
          key: 'master',
          variant: 'master',
          print: master,
          number: text(master ? master.values.awbNumber : data.prefill.master.awbNumber),
          awbNumber: text(master ? master.values.awbNumber : data.prefill.master.awbNumber),
          updateTime: master?.updateTime ?? null,
        },
        ...data.houses.map((h) => ({
          key: String(h.awbPrintId),
          variant: 'house' as const,
          print: h,
          number: text(h.hawbNumber ?? h.values.hawbNumber),
          awbNumber: text(h.values.awbNumber),
          updateTime: h.updateTime,
        })),
      ]
    : [];

  const extra = canEdit ? (
    <Space>
      <Button icon={<PrinterOutlined />} onClick={() => edit('master', master)} disabled={!data} data-testid="awb-master-button">
        {t('waybill.masterPrint')}
      </Button>
      <Button icon={<PlusOutlined />} onClick={() => edit('house', null)} disabled={!data} data-testid="awb-house-add">
        {t('waybill.addHouse')}
      </Button>
    </Space>
  ) : null;

  return (
    <Card title={t('waybill.title')} extra={extra} size="small" style={{ marginTop: 16 }} data-testid="waybill-print-panel">
      {failed ? <Alert type="warning" showIcon message={t('waybill.loadFailed')} /> : null}
      <Table<Row>
        rowKey="key"
        scroll={{ x: 'max-content' }}
        size="small"
        pagination={false}
        loading={loading}
        dataSource={rows}
        locale={{ emptyText: t('crud.noData') }}
        onRow={(row) => ({ 'data-testid': `awb-row-${row.key}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'type',
            title: t('waybill.type'),
            width: 120,
            render: (_, row) => (
              <Space size={4}>
                <Tag color={row.variant === 'master' ? 'blue' : 'green'}>
                  {t(row.variant === 'master' ? 'waybill.master' : 'waybill.house')}
                </Tag>
                {row.variant === 'master' && !row.print ? <Tag>{t('waybill.notSaved')}</Tag> : null}
              </Space>
            ),
          },
          { key: 'number', title: t('waybill.number'), dataIndex: 'number', render: (v: string) => v || '-' },
          { key: 'awbNumber', title: t('waybill.awbNumber'), dataIndex: 'awbNumber', render: (v: string) => v || '-' },
          {
            key: 'updateTime',
            title: t('crud.updateTime'),
            dataIndex: 'updateTime',
            render: (v: unknown) => (v ? formatValue(UPDATE_TIME, v, lang) : '-'),
          },
          {
            key: 'actions',
            title: t('table.actions'),
            render: (_, row) => (
              <Space size={4} wrap>
                {canEdit ? (
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => edit(row.variant, row.print)}
                    data-testid={`awb-edit-${row.key}`}
                  >
                    {t('buttons.edit')}
                  </Button>
                ) : null}
                {canEdit && row.variant === 'house' && row.print ? (
                  <Popconfirm
                    title={t('crud.deleteConfirm')}
                    onConfirm={() => remove(row.print!)}
                    okButtonProps={{ 'data-testid': `awb-delete-confirm-${row.key}` }}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />} data-testid={`awb-delete-${row.key}`}>
                      {t('buttons.delete')}
                    </Button>
                  </Popconfirm>
                ) : null}
                <Button
                  size="small"
                  icon={<FilePdfOutlined />}
                  loading={busy === row.key}
                  disabled={!data?.orderUuid}
                  onClick={() => void download(row)}
                  data-testid={`awb-pdf-${row.key}`}
                >
                  {t('waybill.download')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <WaybillPrintForm
          key={editing.seq}
          orderId={orderId}
          variant={editing.variant}
          print={editing.print}
          initial={editing.initial}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
