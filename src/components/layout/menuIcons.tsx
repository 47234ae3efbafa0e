import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  CarOutlined,
  ContainerOutlined,
  FileSearchOutlined,
  GlobalOutlined,
  HomeOutlined,
  ImportOutlined,
  RocketOutlined,
  SendOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The icon names the registry uses (RouteDef.icon). Importing all of @ant-design/icons by name
 * would put ~800 icons in the bundle; a new name in the registry needs a line here.
 */
const ICONS: Record<string, ComponentType> = {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  CarOutlined,
  ContainerOutlined,
  FileSearchOutlined,
  GlobalOutlined,
  HomeOutlined,
  ImportOutlined,
  RocketOutlined,
  SendOutlined,
  TeamOutlined,
};

/** The icon for a menu node; top-level entries always get one so the collapsed sider stays usable. */
export function menuIcon(name: string | undefined, topLevel: boolean) {
  const Icon = (name && ICONS[name]) || (topLevel ? AppstoreOutlined : undefined);
  return Icon ? <Icon /> : undefined;
}
