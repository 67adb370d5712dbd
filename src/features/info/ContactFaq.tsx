import * as styles from './Contact.css';
import { useT } from '../../i18n/language';

/** Answers follow the docs/product.md §9 messaging (delivery, returns, refunds, payment). */
const FAQ = [
  {
    q: 'How long does delivery take?',
    a: 'Orders are processed in 1-2 business days. Standard delivery takes 3-5 business days; express takes 1-2.',
  },
  { q: 'Is shipping free?', a: 'Yes, on every order above ₹999.' },
  {
    q: 'What is your return policy?',
    a: 'Unused bags can be returned within 7 days of delivery. Refunds are made within 5-7 business days.',
  },
  { q: 'How can I pay?', a: 'We accept cash on delivery. Online payment is coming soon.' },
] as const;

export function ContactFaq() {
  const t = useT();
  return (
    <section className={styles.panel} aria-labelledby="contact-faq-title">
      <h2 id="contact-faq-title" className={styles.panelTitle}>
        {t('Frequently Asked Questions')}
      </h2>
      {FAQ.map((item) => (
        <details key={item.q} className={styles.faqItem}>
          <summary className={styles.faqQuestion}>{t(item.q)}</summary>
          <p className={styles.faqAnswer}>{t(item.a)}</p>
        </details>
      ))}
    </section>
  );
}
