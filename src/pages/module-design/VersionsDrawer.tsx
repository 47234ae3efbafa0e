import { Button, Collapse, Drawer, Empty, List, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { downloadFile } from '../../components/transfer/download';
import { formatValue } from '../../components/crud/format';
import { api } from '../../api';
import { currentLanguage } from '../../providers';
import { designApi, type VersionRow } from './api';
import { changeLine, checkText, originText, t } from './texts';

const when = (v: string) => formatValue({ name: 'time', kind: 'datetime', label: { 'zh-CN': '', 'en-US': '' } }, v, currentLanguage());

interface Props {
  code: string;
  current: number;
  canRestore: boolean;
  onRestore: (version: number) => void;
  onClose: () => void;
}

/**
 * 版本历史: every version of a module, newest first, with who made it and when, what it changed,
 * the SQL that ran, the dry run's figures and the workbook of values it changed; any earlier
 * version can be restored (with its own dry run, PlanDialog).
 */
export function VersionsDrawer({ code, current, canRestore, onRestore, onClose }: Props) {
  const [versions, setVersions] = useState<VersionRow[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new current version (after a publish or restore) reloads the list.
  useEffect(() => {
    void designApi.versions(code).then(setVersions, () => setVersions([]));
  }, [code, current]);
  return (
    <Drawer open width={720} title={`${t('design.versions')} · ${code}`} onClose={onClose} data-testid="md-versions-drawer">
      {!versions ? null : versions.length ? (
        <List
          dataSource={versions}
          renderItem={(v) => {
            const checks = 'checks' in v.dryRun ? v.dryRun.checks.filter((c) => c.count > 0) : [];
            return (
              <List.Item
                data-testid={`md-version-${v.version}`}
                actions={
                  canRestore && v.version !== current && v.definition
                    ? [
                        <Button
                          key="restore"
                          size="small"
                          data-testid={`md-version-restore-${v.version}`}
                          onClick={() => onRestore(v.version)}
                        >
                          {t('design.restoreVersion')}
                        </Button>,
                      ]
                    : []
                }
              >
                <div style={{ width: '100%' }}>
                  <Space wrap>
                    <Typography.Text strong>{`${t('design.version')} ${v.version}`}</Typography.Text>
                    <Tag>
                      {originText(v.origin)}
                      {v.restoredFrom ? ` ← ${v.restoredFrom}` : ''}
                    </Tag>
                    <Typography.Text type="secondary">{`${v.authorName} · ${when(v.createTime)}`}</Typography.Text>
                    {v.exportFileId ? (
                      <Button
                        type="link"
                        size="small"
                        data-testid={`md-version-file-${v.version}`}
                        onClick={() =>
                          void downloadFile(api.moduleDesign.file, { params: { id: v.exportFileId! } }, `${code}-v${v.version}.xlsx`)
                        }
                      >
                        {t('design.download')}
                      </Button>
                    ) : null}
                  </Space>
                  <ul style={{ margin: '4px 0', paddingInlineStart: 18 }}>
                    {v.changes.map((c, i) => (
                      <li key={i}>{changeLine(c)}</li>
                    ))}
                  </ul>
                  <Collapse
                    size="small"
                    items={[
                      {
                        key: 'sql',
                        label: t('design.sqlRan'),
                        children: (
                          <pre style={{ fontSize: 12, whiteSpace: 'pre-wrap', margin: 0 }}>
                            {v.statements.map((s) => `${s};`).join('\n') || '--'}
                          </pre>
                        ),
                      },
                      ...(checks.length
                        ? [
                            {
                              key: 'dry',
                              label: t('design.dryRun'),
                              children: (
                                <ul style={{ margin: 0 }}>
                                  {checks.map((c) => (
                                    <li
                                      key={`${c.path}.${c.field}.${c.check}`}
                                    >{`${c.path}.${c.field} ${checkText(c.check)}: ${c.count} ${t('design.rows')}`}</li>
                                  ))}
                                </ul>
                              ),
                            },
                          ]
                        : []),
                    ]}
                  />
                </div>
              </List.Item>
            );
          }}
        />
      ) : (
        <Empty />
      )}
    </Drawer>
  );
}
