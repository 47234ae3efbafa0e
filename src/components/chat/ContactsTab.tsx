import { List, Spin, Tag, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import type { ChatContact } from '../../schemas/chat';
import type { CurrentUser } from '../layout/useCurrentUser';
import { fetchContacts, fetchCustomerService, fetchSupplierService } from './api';
import { ContactAvatar } from './ContactAvatar';
import { PANE_HEIGHT } from './sizes';
import { t } from '../../providers';

interface Group {
  key: string;
  title: string;
  contacts: ChatContact[];
  /** A partner's people: a first chat starts with the opening text. */
  partner: boolean;
}

/** Colleagues, each partner's people (the supplier service list) and customer service. */
async function loadGroups(user: CurrentUser): Promise<Group[]> {
  const [book, service] = await Promise.all([
    fetchContacts(),
    user.orgId != null
      ? fetchCustomerService(user.orgId).catch(() => ({ hasPrem: false, contacts: [] }))
      : { hasPrem: false, contacts: [] },
  ]);
  const partners = await Promise.all(
    book.partners.map(async (p) => ({
      key: `coop-${p.coopId}`,
      title: p.coopName,
      contacts: await fetchSupplierService(p.coopId).catch(() => []),
      partner: true,
    })),
  );
  return [
    { key: 'colleagues', title: t('chat.colleagues'), contacts: book.colleagues, partner: false },
    ...partners,
    ...(service.hasPrem ? [{ key: 'service', title: t('chat.service'), contacts: service.contacts, partner: false }] : []),
  ];
}

/** The 联系人 tab (docs/behaviour.md §1.3: icon, nickName, isOnline, accid). */
export function ContactsTab({ user, onPick }: { user: CurrentUser; onPick: (c: ChatContact, partner: boolean) => void }) {
  const { token } = theme.useToken();
  const [groups, setGroups] = useState<Group[] | null>(null);

  useEffect(() => {
    let live = true;
    // A list that fails to load shows the server's message (docs/behaviour.md §1.8), toasted by the http client.
    loadGroups(user).then(
      (g) => live && setGroups(g),
      () => live && setGroups([]),
    );
    return () => {
      live = false;
    };
  }, [user]);

  if (!groups) return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  return (
    <div style={{ height: PANE_HEIGHT, overflowY: 'auto', padding: '0 12px 12px' }} data-testid="chat-contacts">
      {groups.map((g) => (
        <div key={g.key} data-testid={`chat-group-${g.key}`}>
          <Typography.Text type="secondary" style={{ display: 'block', padding: '10px 0 4px', fontSize: 12 }}>
            {g.title}
          </Typography.Text>
          <List
            size="small"
            locale={{ emptyText: t('chat.noContacts') }}
            dataSource={g.contacts}
            renderItem={(c) => (
              <List.Item
                key={c.accid}
                data-testid="chat-contact"
                data-accid={c.accid}
                onClick={() => onPick(c, g.partner)}
                style={{ cursor: 'pointer', padding: '6px 8px', borderRadius: token.borderRadius }}
              >
                <List.Item.Meta
                  avatar={<ContactAvatar contact={c} />}
                  title={c.nickName}
                  description={<span style={{ fontSize: 12 }}>{c.orgName}</span>}
                />
                <Tag color={c.isOnline ? 'green' : 'default'} bordered={false}>
                  {t(c.isOnline ? 'chat.online' : 'chat.offline')}
                </Tag>
              </List.Item>
            )}
          />
        </div>
      ))}
    </div>
  );
}
