import { Link } from 'react-router-dom';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import styles from './header-content.module.css';

export function HeaderContent() {
  return (
    <>
      <Link to={paths.home} className={styles.title}>
        Radwerk B2B-Portal
      </Link>
      <span className={styles.tagline}>Klimaneutral geliefert nach {company.deliveryCities.join(', ')}</span>
    </>
  );
}
