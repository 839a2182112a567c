import { AppstoreOutlined, HomeOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { SidebarIcon } from './sidebar-groups';

/** The icons of the entries a visitor sees: they ship with the shell. */
export const visitorSidebarIcons = {
  home: <HomeOutlined />,
  catalogue: <AppstoreOutlined />,
} satisfies Partial<Record<SidebarIcon, ReactNode>>;

/** Icons of the entries only a signed-in person sees (dealer, administration, operations): loaded after sign-in. */
export type MemberSidebarIcon = Exclude<SidebarIcon, keyof typeof visitorSidebarIcons>;

export const isVisitorSidebarIcon = (icon: SidebarIcon): icon is keyof typeof visitorSidebarIcons =>
  icon in visitorSidebarIcons;

/** Takes an antd icon's place (1em × 1em) until the signed-in icons have arrived, so nothing moves. */
export const sidebarIconPlaceholder = (
  <span className="anticon" aria-hidden="true">
    <svg width="1em" height="1em" />
  </span>
);
