/**
 * The @ant-design/icons names a route may show in the menu (RouteDef.icon). Importing every icon by
 * name would put ~800 of them in the bundle, so the menu maps exactly these
 * (src/components/layout/menuIcons.tsx is typed over this list) and a configured route may name only
 * one of them (src/resources/validate.ts).
 */
export const MENU_ICONS = [
  'AccountBookOutlined',
  'ApartmentOutlined',
  'AppstoreOutlined',
  'BarChartOutlined',
  'BuildOutlined',
  'CarOutlined',
  'ContainerOutlined',
  'DatabaseOutlined',
  'DeploymentUnitOutlined',
  'FileSearchOutlined',
  'FileTextOutlined',
  'FolderOutlined',
  'GlobalOutlined',
  'HomeOutlined',
  'ImportOutlined',
  'InboxOutlined',
  'RocketOutlined',
  'ScheduleOutlined',
  'SendOutlined',
  'SettingOutlined',
  'ShopOutlined',
  'TableOutlined',
  'TeamOutlined',
  'ToolOutlined',
] as const;

export type MenuIcon = (typeof MENU_ICONS)[number];
