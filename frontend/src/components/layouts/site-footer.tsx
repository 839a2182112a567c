import { Layout } from 'antd';
import { Link } from 'react-router-dom';
import { company } from '@/config/company';
import { infoPageLinks } from '@/config/paths';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <Layout.Footer className={styles.footer}>
      <nav aria-label="Rechtliches und Service">
        <ul className={styles.links}>
          {infoPageLinks.map((page) => (
            <li key={page.key}>
              <Link to={page.path}>{page.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {company.name} · Klimaneutral geliefert mit Lastenrad und E-Transporter
      </p>
    </Layout.Footer>
  );
}
