import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { pageItems } from '../page-items';
import styles from './catalogue-pagination.module.css';

interface CataloguePaginationProps {
  current: number;
  pageCount: number;
  /** The address of a page (its query string), so each link is a real one. */
  href: (page: number) => string;
  /** A plain click stays in the app. */
  onPage: (page: number) => void;
}

/** A click that would open the link in the same tab (not a middle click, not with Ctrl, Shift, Alt or Cmd). */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Page links under the catalogue: real links (crawlers follow them, a middle click opens a tab), drawn like antd's
 * Pagination with prev/next, the current page's neighbours and jumps of five pages.
 */
export function CataloguePagination({ current, pageCount, href, onPage }: CataloguePaginationProps) {
  const link = (page: number, props: AnchorHTMLAttributes<HTMLAnchorElement>) => (
    <a
      href={href(page)}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onPage(page);
      }}
      {...props}
    />
  );

  return (
    <nav className={styles.pagination} aria-label="Seiten">
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            link(current - 1, { className: styles.step, title: 'Vorherige Seite', 'aria-label': 'Vorherige Seite', children: <LeftOutlined aria-hidden /> })
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden>
              <LeftOutlined />
            </span>
          )}
        </li>
        {pageItems(current, pageCount).map((item) =>
          item.kind === 'jump' ? (
            <li key={`jump-${item.direction}`}>
              {link(item.page, {
                className: styles.jump,
                title: item.direction === 'back' ? '5 Seiten zurück' : '5 Seiten vor',
                'aria-label': item.direction === 'back' ? '5 Seiten zurück' : '5 Seiten vor',
                children: (
                  <>
                    {item.direction === 'back' ? <DoubleLeftOutlined className={styles.jumpIcon} aria-hidden /> : <DoubleRightOutlined className={styles.jumpIcon} aria-hidden />}
                    <span className={styles.ellipsis} aria-hidden>
                      •••
                    </span>
                  </>
                ),
              })}
            </li>
          ) : (
            <li key={item.page} className={item.nearJump ? styles.nearJump : undefined}>
              {link(item.page, {
                className: `${styles.page} ${item.current ? styles.current : ''}`,
                title: String(item.page),
                'aria-label': `Seite ${item.page}`,
                'aria-current': item.current ? 'page' : undefined,
                children: item.page,
              })}
            </li>
          ),
        )}
        <li>
          {current < pageCount ? (
            link(current + 1, { className: styles.step, title: 'Nächste Seite', 'aria-label': 'Nächste Seite', children: <RightOutlined aria-hidden /> })
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden>
              <RightOutlined />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
