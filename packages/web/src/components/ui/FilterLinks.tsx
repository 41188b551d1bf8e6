import { Link } from 'react-router';
import styles from './FilterLinks.module.css';

export interface FilterLink {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

/** A row of links that filter a list (categories, groups); the chosen one is marked as current. */
export function FilterLinks({ label, links }: { label: string; links: readonly FilterLink[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.key}>
            <Link
              className={styles.link}
              to={link.href}
              aria-current={link.current ? 'page' : undefined}
              preventScrollReset
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
