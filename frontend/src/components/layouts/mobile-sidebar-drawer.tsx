import { Drawer } from 'antd';
import type { ReactNode } from 'react';

interface MobileSidebarDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The sidebar below 768 px: an 18rem side panel. Loaded on first open (see AppLayout). */
export function MobileSidebarDrawer({ open, onClose, children }: MobileSidebarDrawerProps) {
  return (
    <Drawer
      placement="left"
      width="18rem"
      open={open}
      onClose={onClose}
      closable={false}
      title={null}
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
      aria-label="Navigation"
    >
      {children}
    </Drawer>
  );
}
