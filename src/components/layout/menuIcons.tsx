import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BuildOutlined,
  CarOutlined,
  ContainerOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOutlined,
  GlobalOutlined,
  HomeOutlined,
  ImportOutlined,
  InboxOutlined,
  RocketOutlined,
  ScheduleOutlined,
  SendOutlined,
  SettingOutlined,
  ShopOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { MenuIcon } from '../../resources/icons';

/**
 * The icons of src/resources/icons.ts, the names the registry and configured routes may use.
 * Importing all of @ant-design/icons by name would put ~800 icons in the bundle; a new name needs a
 * line there and here (the type makes the two agree).
 */
export const ICONS: Record<MenuIcon, ComponentType> = {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BuildOutlined,
  CarOutlined,
  ContainerOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOutlined,
  GlobalOutlined,
  HomeOutlined,
  ImportOutlined,
  InboxOutlined,
  RocketOutlined,
  ScheduleOutlined,
  SendOutlined,
  SettingOutlined,
  ShopOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
};

/** The icon for a menu node; top-level entries always get one so the collapsed sider stays usable. */
export function menuIcon(name: string | undefined, topLevel: boolean) {
  const Icon = (name && ICONS[name as MenuIcon]) || (topLevel ? AppstoreOutlined : undefined);
  return Icon ? <Icon /> : undefined;
}
