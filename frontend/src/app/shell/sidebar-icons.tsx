import {
  AccountBookOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarcodeOutlined,
  DashboardOutlined,
  ExportOutlined,
  EuroCircleOutlined,
  FileDoneOutlined,
  HomeOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { SidebarIcon } from './sidebar-groups';

export const sidebarIcons: Record<SidebarIcon, ReactNode> = {
  home: <HomeOutlined />,
  catalogue: <AppstoreOutlined />,
  news: <NotificationOutlined />,
  cart: <ShoppingCartOutlined />,
  'quick-order': <BarcodeOutlined />,
  orders: <ProfileOutlined />,
  invoices: <FileDoneOutlined />,
  receivables: <EuroCircleOutlined />,
  profile: <UserOutlined />,
  company: <BankOutlined />,
  dashboard: <DashboardOutlined />,
  'admin-products': <ShopOutlined />,
  categories: <TagsOutlined />,
  'bank-statements': <AccountBookOutlined />,
  settings: <SettingOutlined />,
  'datev-export': <ExportOutlined />,
  'job-queues': <ScheduleOutlined />,
};

