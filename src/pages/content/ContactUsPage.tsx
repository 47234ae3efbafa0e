import { dash } from '../../components/display/empty';
import { EditOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Descriptions, Empty, Modal, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { FieldsForm } from '../../components/crud/FieldsForm';
import { fieldLabel } from '../../components/crud/routeDefs';
import { api } from '../../api';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { t } from '../../providers';
import { installationContactFields } from '../../resources/fieldsets/content';

interface ContactAnswer {
  installation: Record<string, string | null> | null;
  organisation: {
    orgCode: string;
    orgName: string;
    orgNameEn: string | null;
    orgVersion: string;
    stopDate: string | null;
    companyContactInfo: string | null;
    companyProfile: string | null;
  };
  canEdit: boolean;
}

const pre = { whiteSpace: 'pre-wrap' as const };

/**
 * 联系我们 (/contactUs): the installation's contact details (kept by the platform administrator, who
 * edits them here) and the user's own organisation as the platform knows it (version, validity,
 * contact details from its company card).
 */
export default function ContactUsPage() {
  const { message } = App.useApp();
  const data = (useApiQuery(api.pages.contactUs).data ?? null) as ContactAnswer | null;
  const [editing, setEditing] = useState(false);
  // Saving refreshes the page (topic contactUs).
  const saveInstallation = useApiMutation(api.pages.installationContact);
  if (!data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const inst = data.installation;
  const org = data.organisation;
  const value = (name: string) => {
    const v = inst?.[name];
    if (!v) return '-';
    if (name === 'website' && /^https?:\/\//i.test(v))
      return (
        <a href={v} target="_blank" rel="noopener noreferrer">
          {v}
        </a>
      );
    if (name === 'email') return <a href={`mailto:${v}`}>{v}</a>;
    return <span style={pre}>{v}</span>;
  };
  return (
    <Row gutter={[16, 16]} data-testid="contact-us">
      <Col xs={24} lg={14}>
        <Card
          title={t('contact.installation')}
          extra={
            data.canEdit ? (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="contact-edit">
                {t('buttons.edit')}
              </Button>
            ) : null
          }
          data-testid="contact-installation"
        >
          {inst ? (
            <Descriptions column={1} size="small">
              {installationContactFields.map((f) => (
                <Descriptions.Item key={f.name} label={fieldLabel(f)}>
                  {value(f.name)}
                </Descriptions.Item>
              ))}
            </Descriptions>
          ) : (
            <Empty description={t('contact.none')} />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title={t('contact.organisation')} data-testid="contact-organisation">
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('contact.orgName')}>{org.orgName}</Descriptions.Item>
            {org.orgNameEn ? <Descriptions.Item label={t('contact.orgNameEn')}>{org.orgNameEn}</Descriptions.Item> : null}
            <Descriptions.Item label={t('contact.orgCode')}>{org.orgCode}</Descriptions.Item>
            <Descriptions.Item label={t('contact.version')}>{org.orgVersion}</Descriptions.Item>
            <Descriptions.Item label={t('contact.stopDate')}>{dash(org.stopDate)}</Descriptions.Item>
            <Descriptions.Item label={t('contact.orgContact')}>
              <span style={pre}>{org.companyContactInfo || '-'}</span>
            </Descriptions.Item>
          </Descriptions>
          {org.companyProfile ? (
            <Typography.Paragraph type="secondary" style={pre}>
              {org.companyProfile}
            </Typography.Paragraph>
          ) : null}
        </Card>
      </Col>
      <Modal open={editing} onCancel={() => setEditing(false)} footer={null} title={t('contact.installation')} width={730} destroyOnHidden>
        <FieldsForm
          fields={installationContactFields}
          initial={inst ?? {}}
          idPrefix="contact"
          testId="contact-form"
          onCancel={() => setEditing(false)}
          onSubmit={async (payload) => {
            await saveInstallation.mutateAsync({ body: payload });
            void message.success(t('success'));
            setEditing(false);
          }}
        />
      </Modal>
    </Row>
  );
}
