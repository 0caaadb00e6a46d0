import { Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './back-office.module.css';

type Props = { title: string; description?: ReactNode; actions?: ReactNode };

/** The heading of a back-office screen: its title (the menu's words), a line of context and the screen's actions. */
export function PageHeader({ title, description, actions }: Props) {
  return (
    <header className={styles.header}>
      <div className={styles.headerText}>
        <Typography.Title level={3} className={styles.title}>
          {title}
        </Typography.Title>
        {description && <Typography.Text type="secondary">{description}</Typography.Text>}
      </div>
      {actions && <div className={styles.headerActions}>{actions}</div>}
    </header>
  );
}
