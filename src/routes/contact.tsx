import { createFileRoute } from '@tanstack/react-router';
import * as styles from '../features/info/Contact.css';
import { ContactDetails } from '../features/info/ContactDetails';
import { ContactFaq } from '../features/info/ContactFaq';
import { ContactForm } from '../features/info/ContactForm';
import { MapPlaceholder } from '../features/info/MapPlaceholder';
import { useT } from '../i18n/language';

export const Route = createFileRoute('/contact')({ component: Contact });

function Contact() {
  const t = useT();
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('Contact Us')}</h1>
        <p className={styles.lead}>
          {t('Questions about a bag or an order? Write to us and we will get back to you soon.')}
        </p>
      </header>
      <div className={styles.layout}>
        <ContactForm />
        <div className={styles.side}>
          <ContactDetails />
          <MapPlaceholder />
          <ContactFaq />
        </div>
      </div>
    </>
  );
}
