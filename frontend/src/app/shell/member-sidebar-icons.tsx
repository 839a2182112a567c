import {
  AccountBookOutlined,
  BankOutlined,
  BarcodeOutlined,
  DashboardOutlined,
  ExportOutlined,
  EuroCircleOutlined,
  FileDoneOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { provideMemberSidebarIcons } from './use-sidebar-icons';

/** A lazy chunk of its own (see use-sidebar-icons.ts): a visitor's first page does not carry these icons. */
provideMemberSidebarIcons({
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
});
