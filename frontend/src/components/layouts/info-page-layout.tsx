import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './info-page-layout.module.css';

interface InfoPageLayoutProps {
  title: string;
  /** A short lead paragraph under the title. */
  intro?: ReactNode;
  /** Stand of the text, shown under the title (legal pages). */
  updated?: string;
  children: ReactNode;
}

/** Readable column for the static information pages. */
export function InfoPageLayout({ title, intro, updated, children }: InfoPageLayoutProps) {
  useDocumentTitle(title);
  return (
    <article className={styles.page}>
      <Typography>
        <Typography.Title level={1}>
          {title}
        </Typography.Title>
        {updated && <Typography.Text type="secondary">Stand: {updated}</Typography.Text>}
        {intro && <Typography.Paragraph className={styles.intro}>{intro}</Typography.Paragraph>}
        {children}
      </Typography>
    </article>
  );
}
