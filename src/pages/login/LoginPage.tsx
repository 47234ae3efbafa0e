import { t } from '../../providers/i18n';
import { LoginForm } from './LoginForm';
import styles from './LoginPage.module.css';

/** /login: the product's front door (docs/behaviour.md §2.2.1). */
export default function LoginPage() {
  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        <section className={styles.brand}>
          <h1 className={styles.brandTitle}>{t('app.brand')}</h1>
          <p className={styles.brandLine}>{t('login.tagline')}</p>
        </section>
        <section className={styles.form}>
          <h2 className={styles.formTitle}>{t('login.title')}</h2>
          <LoginForm />
          <p className={styles.hint}>{t('login.demoHint')}</p>
        </section>
      </div>
    </div>
  );
}
