import { MailOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Card, Table, Tag, Tooltip } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { api, call } from '../../api';
import { currentLanguage, hasButton, inLanguage, t } from '../../providers';
import { buttonCode } from '../../resources';
import { MAIL_KINDS, type MailKind } from '../../schemas/mail';
import { formatValue } from '../crud/format';
import type { PanelProps } from '../panels/types';
import { MailDialog } from './MailDialog';

interface LogRow {
  id: number;
  kind: MailKind;
  userName: string;
  to: string[];
  cc: string[];
  subject: string;
  attachmentName: string | null;
  status: 'QUEUED' | 'SENT' | 'FAILED';
  message: string | null;
  createTime: string;
}

const TIME = { name: 'createTime', kind: 'datetime' as const, label: { 'zh-CN': '', 'en-US': '' } };
const COLOR = { QUEUED: 'processing', SENT: 'success', FAILED: 'error' } as const;

/**
 * A record's mails: the send button of its kind (with the record's edit button code) and what was
 * sent from it, to whom, and whether the SMTP server took it.
 */
export function MailPanel({ route, record, kind }: PanelProps & { kind: MailKind }) {
  const lang = currentLanguage();
  const id = record.id as number | string;
  const { open } = useNotification();
  const [rows, setRows] = useState<LogRow[]>([]);
  const [dialog, setDialog] = useState(false);
  const canSend = hasButton(buttonCode(route.name, 'edit'));

  const load = useCallback(async () => {
    try {
      const list = await call(api.settings.mailLog, { params: { resource: route.name, id } }, { silent: true });
      setRows(Array.isArray(list) ? (list as LogRow[]) : []);
    } catch {
      setRows([]);
    }
  }, [route.name, id]);
  useEffect(() => {
    void load();
  }, [load]);

  const closed = useCallback(
    (sent: boolean) => {
      setDialog(false);
      if (sent) open?.({ type: 'success', message: t('settings.sent') });
      void load();
    },
    [open, load],
  );

  return (
    <Card
      size="small"
      title={t('settings.mailLog')}
      style={{ marginTop: 16 }}
      data-testid={`mail-panel-${kind}`}
      extra={
        canSend ? (
          <Button icon={<MailOutlined />} onClick={() => setDialog(true)} data-testid={`mail-open-${kind}`}>
            {inLanguage(MAIL_KINDS[kind].title, lang)}
          </Button>
        ) : null
      }
    >
      <Table<LogRow>
        size="small"
        scroll={{ x: 'max-content' }}
        rowKey="id"
        dataSource={rows}
        pagination={false}
        data-testid="mail-log"
        columns={[
          { key: 'time', title: t('settings.time'), width: 150, render: (_, r) => formatValue(TIME, r.createTime, lang) },
          { key: 'subject', title: t('settings.subject'), dataIndex: 'subject', ellipsis: true },
          {
            key: 'to',
            title: t('settings.to'),
            render: (_, r) => [...r.to, ...r.cc.map((c) => `${t('settings.ccLine')}: ${c}`)].join('; '),
            ellipsis: true,
          },
          { key: 'by', title: t('settings.sentBy'), dataIndex: 'userName', width: 100 },
          {
            key: 'status',
            title: t('settings.status'),
            width: 90,
            render: (_, r) => (
              <Tooltip title={r.status === 'FAILED' ? r.message : r.attachmentName}>
                <Tag color={COLOR[r.status]}>{t(`settings.${r.status}`)}</Tag>
              </Tooltip>
            ),
          },
        ]}
      />
      {dialog ? <MailDialog kind={kind} resource={route.name} id={id} onClose={closed} /> : null}
    </Card>
  );
}
