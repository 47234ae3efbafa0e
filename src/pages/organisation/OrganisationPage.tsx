import { dash } from '../../components/display/empty';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Input, Modal, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { FieldsForm } from '../../components/crud/FieldsForm';
import { fieldLabel } from '../../components/crud/routeDefs';
import { api, call, type DataOf } from '../../api';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { hasButton, t, tDynamic } from '../../providers';
import { buttonCode, resourceName, type FieldDef } from '../../resources';
import { companyCardFields, newOrgFields, platformOrgFields } from '../../resources/fieldsets/organisation';
import { ORG_VERSIONS } from '../../schemas/scopes';

export type Organisation = DataOf<typeof api.pages.organisations>['records'][number];

/** The group field: a choice among the organisations that may be a group (searched as the user types). */
function GroupSelect({
  id,
  value,
  onChange,
  initialName,
}: {
  id: string;
  value: unknown;
  onChange: (v: unknown) => void;
  initialName?: string | null;
}) {
  const [options, setOptions] = useState<{ value: number; label: string }[]>(
    typeof value === 'number' && initialName ? [{ value, label: initialName }] : [],
  );
  const search = useCallback((keyword: string) => {
    call(api.pages.organisationGroups, { query: { keyword } }, { silent: true })
      .then((groups) => setOptions(groups.map((o) => ({ value: o.id, label: `${o.orgCode} ${o.orgName}` }))))
      .catch(() => undefined);
  }, []);
  useEffect(() => search(''), [search]);
  return (
    <Select
      id={id}
      data-testid={id}
      allowClear
      showSearch
      filterOption={false}
      onSearch={search}
      value={typeof value === 'number' ? value : undefined}
      onChange={(v) => onChange(v ?? null)}
      options={options}
      placeholder={t('org.noGroup')}
      style={{ width: '100%' }}
    />
  );
}

const yes = (b: boolean) => (b ? <Tag color="green">{t('org.yes')}</Tag> : <Tag>{t('org.no')}</Tag>);

/**
 * 公司管理 (/hrs_org). The platform administrator (docs/organisations.md) lists every organisation,
 * creates new ones with their first administrator, and sets version, validity, chat entitlement,
 * private SaaS, group membership and status. Any other administrator sees their own organisation
 * only, and edits its company card.
 */
export default function OrganisationPage() {
  const { message } = App.useApp();
  const { pathname } = useLocation();
  const resource = resourceName(pathname);
  const [current, setCurrent] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [version, setVersion] = useState<string | undefined>();
  const [editing, setEditing] = useState<Organisation | 'new' | null>(null);
  const page = useApiQuery(api.pages.organisations, { query: { current, size: 20, keyword, orgVersion: version } }).data;
  // Saves go through the cache: the list (and the signed-in user's organisation, topic currentUser) reads again.
  const create = useApiMutation(api.pages.createOrganisation);
  const update = useApiMutation(api.pages.updateOrganisation);

  if (!page) return <Spin style={{ display: 'block', margin: 48 }} />;
  const canEdit = hasButton(buttonCode(resource, 'edit'));
  const groupInput = (org?: Organisation) => (f: FieldDef, value: unknown, onChange: (v: unknown) => void, id: string) =>
    f.name === 'groupOrgId' ? <GroupSelect id={id} value={value} onChange={onChange} initialName={org?.groupOrgName} /> : undefined;
  const saved = () => {
    void message.success(t('success'));
    setEditing(null);
  };

  if (!page.platform) {
    const own = page.records[0];
    if (!own) return <Card title={tDynamic('route.hrs_org')} />;
    return (
      <Card title={tDynamic('route.hrs_org')} data-testid="org-own">
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered style={{ marginBottom: 24 }}>
          <Descriptions.Item label={t('org.code')}>{own.orgCode}</Descriptions.Item>
          <Descriptions.Item label={t('org.name')}>{own.orgName}</Descriptions.Item>
          <Descriptions.Item label={t('org.version')}>{own.orgVersion}</Descriptions.Item>
          <Descriptions.Item label={t('org.stopDate')}>{own.stopDate}</Descriptions.Item>
          <Descriptions.Item label={t('org.chat')}>{yes(own.chatEnabled)}</Descriptions.Item>
          <Descriptions.Item label={t('org.privateSaas')}>{yes(own.privateSaas)}</Descriptions.Item>
          <Descriptions.Item label={t('org.group')}>
            {own.groupOrgName ?? (own.memberCount ? t('org.isGroup', { n: own.memberCount }) : '-')}
          </Descriptions.Item>
          <Descriptions.Item label={t('org.users')}>{dash(own.userCount)}</Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph type="secondary">{t('org.accountHint')}</Typography.Paragraph>
        <Typography.Title level={5}>{t('org.card')}</Typography.Title>
        {canEdit ? (
          <FieldsForm
            key={own.id}
            fields={companyCardFields}
            initial={own as unknown as Record<string, unknown>}
            idPrefix="org-card"
            testId="org-card-form"
            columns={1}
            onSubmit={async (payload) => {
              await update.mutateAsync({ params: { id: own.id }, body: payload });
              saved();
            }}
          />
        ) : (
          <Descriptions column={1} size="small">
            {companyCardFields.map((f) => (
              <Descriptions.Item key={f.name} label={fieldLabel(f)}>
                <span style={{ whiteSpace: 'pre-wrap' }}>{dash((own as unknown as Record<string, unknown>)[f.name])}</span>
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
      </Card>
    );
  }

  return (
    <Card
      title={tDynamic('route.hrs_org')}
      data-testid="org-platform"
      extra={
        hasButton(buttonCode(resource, 'create')) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="org-new">
            {t('org.new')}
          </Button>
        ) : null
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          id="org-keyword"
          allowClear
          placeholder={t('org.keyword')}
          onSearch={(v) => {
            setCurrent(1);
            setKeyword(v.trim());
          }}
          style={{ width: 260 }}
        />
        <Select
          allowClear
          placeholder={t('org.version')}
          style={{ width: 160 }}
          value={version}
          onChange={(v) => {
            setCurrent(1);
            setVersion(v);
          }}
          options={ORG_VERSIONS.map((v) => ({ value: v, label: v }))}
        />
      </Space>
      <Table<Organisation>
        rowKey="id"
        size="small"
        dataSource={page.records}
        scroll={{ x: 'max-content' }}
        pagination={{ current, pageSize: 20, total: page.total, onChange: setCurrent, showTotal: (n) => t('org.total', { n }) }}
        columns={[
          { title: t('org.code'), dataIndex: 'orgCode' },
          { title: t('org.name'), dataIndex: 'orgName' },
          { title: t('org.version'), dataIndex: 'orgVersion' },
          { title: t('org.stopDate'), dataIndex: 'stopDate' },
          { title: t('org.chat'), dataIndex: 'chatEnabled', render: yes },
          { title: t('org.privateSaas'), dataIndex: 'privateSaas', render: yes },
          {
            title: t('org.group'),
            key: 'group',
            render: (_, o) => o.groupOrgName ?? (o.memberCount ? <Tag color="purple">{t('org.isGroup', { n: o.memberCount })}</Tag> : '-'),
          },
          { title: t('org.users'), dataIndex: 'userCount' },
          {
            title: t('org.status'),
            dataIndex: 'status',
            render: (s: string) => (s === '1' ? <Tag color="green">{t('org.enabled')}</Tag> : <Tag color="red">{t('org.disabled')}</Tag>),
          },
          {
            title: '',
            key: 'edit',
            fixed: 'right',
            render: (_, o) =>
              canEdit ? (
                <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(o)} data-testid={`org-edit-${o.orgCode}`}>
                  {t('buttons.edit')}
                </Button>
              ) : null,
          },
        ]}
      />
      <Modal
        open={editing !== null}
        onCancel={() => setEditing(null)}
        footer={null}
        width={730}
        destroyOnHidden
        title={editing === 'new' ? t('org.new') : editing ? `${editing.orgCode} ${editing.orgName}` : ''}
      >
        {editing === 'new' ? (
          <FieldsForm
            fields={newOrgFields}
            initial={{ orgVersion: ORG_VERSIONS[0], stopDate: '2099-12-31', status: '1', chatEnabled: false, privateSaas: false }}
            idPrefix="org-new"
            testId="org-new-form"
            renderInput={groupInput()}
            onCancel={() => setEditing(null)}
            onSubmit={async (payload) => {
              await create.mutateAsync({ body: payload });
              saved();
            }}
          />
        ) : editing ? (
          <FieldsForm
            key={editing.id}
            fields={platformOrgFields}
            initial={editing as unknown as Record<string, unknown>}
            idPrefix="org-edit"
            testId="org-edit-form"
            renderInput={groupInput(editing)}
            onCancel={() => setEditing(null)}
            onSubmit={async (payload) => {
              await update.mutateAsync({ params: { id: editing.id }, body: payload });
              saved();
            }}
          />
        ) : null}
      </Modal>
    </Card>
  );
}
