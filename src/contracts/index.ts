import type { Contract } from './define';
import { approvals } from './approvals';
import { auth } from './auth';
import { chat } from './chat';
import { crud } from './crud';
import { dashboard } from './dashboard';
import { files } from './files';
import { lists } from './lists';
import { moduleDesign } from './module-design';
import { money } from './money';
import { notifications } from './notifications';
import { office } from './office';
import { pages } from './pages';
import { orders } from './orders';
import { partnerShare } from './partner-share';
import { reference } from './reference';
import { settings } from './settings';
import { shell } from './shell';
import { tracking } from './tracking';
import { transfer } from './transfer';
import { waybill } from './waybill';

/**
 * Every contract of the API by feature, for the server (registration, the OpenAPI document) and the
 * route-coverage test. The browser never imports this file: it imports call tables and types (src/api).
 */
export const contractGroups: readonly { name: string; description: string; contracts: Record<string, Contract> }[] = [
  { name: 'auth', description: "Login (OAuth password grant), the login page's options and logout", contracts: auth },
  {
    name: 'shell',
    description: "The login page's lookups, the logged-in user, permissions and languages (docs/api-shell.md)",
    contracts: shell,
  },
  {
    name: 'settings',
    description: 'Personal settings and their lists, mail from records, the AI assistant (docs/settings.md)',
    contracts: settings,
  },
  { name: 'dashboard', description: "The dashboard's cards (docs/api-dashboard.md)", contracts: dashboard },
  {
    name: 'notifications',
    description: 'Approvals waiting for the user and their messages (the top bar, the notification page)',
    contracts: notifications,
  },
  { name: 'approvals', description: 'Partner locks, unlock applications and approval decisions (docs/approvals.md)', contracts: approvals },
  {
    name: 'partnerShare',
    description: "A partner's address-binding and order-track pages (docs/partner-share.md)",
    contracts: partnerShare,
  },
  {
    name: 'tracking',
    description: 'Public tracking pages, delivery notices and waybill downloads, no token (docs/api-tracking.md)',
    contracts: tracking,
  },
  {
    name: 'waybill',
    description: 'Air waybill prints, the country lookup, the manifest timeline (docs/api-waybill.md)',
    contracts: waybill,
  },
  {
    name: 'office',
    description: 'Documents, quotation answers and cargo pouch views (docs/api-office.md, docs/quotation-pouch.md)',
    contracts: office,
  },
  {
    name: 'money',
    description: 'Charges, incidental charges, bills and settlements beyond the generic CRUD (docs/money.md)',
    contracts: money,
  },
  {
    name: 'orders',
    description: 'Order calls beside the generic CRUD: lifecycle, external orders, arrival weighing (docs/orders.md, docs/weighing.md)',
    contracts: orders,
  },
  { name: 'pages', description: 'Search and tracking, content, organisation and customer-information screens', contracts: pages },
  { name: 'chat', description: 'Chat: the messaging user, contacts, conversations, messages, the socket (docs/chat.md)', contracts: chat },
  { name: 'transfer', description: 'Export, import, their jobs and reference data (docs/api-transfer.md)', contracts: transfer },
  { name: 'files', description: "Uploads, stored files and the app's version file", contracts: files },
  {
    name: 'lists',
    description: "Saved list views and a record's change history, beside the generic CRUD (docs/lists.md)",
    contracts: lists,
  },
  {
    name: 'moduleDesign',
    description: "模块设计: the module designer's drafts, plans, publications, versions and purges (docs/api-schema.md)",
    contracts: moduleDesign,
  },
  {
    name: 'crud',
    description:
      "The generic calls of every data route (`{resource}` is the route's name); each route's own, with its filters and fields, are under its module",
    contracts: crud,
  },
  { name: 'reference', description: 'This reference: the OpenAPI document and its page', contracts: reference },
];

export const allContracts: readonly Contract[] = contractGroups.flatMap((g) => Object.values(g.contracts));
