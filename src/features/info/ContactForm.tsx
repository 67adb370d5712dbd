import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { tKnown, useT } from '../../i18n/language';
import * as styles from './Contact.css';
import { type ContactValues, useContactForm } from './useContactForm';

/** docs/product.md §2/§5 /contact message form. */
export function ContactForm() {
  const t = useT();
  const { values, errors, setField, onSubmit, sending } = useContactForm();
  const error = (field: keyof ContactValues) => errors[field] && tKnown(errors[field]);
  const bind = (field: keyof ContactValues) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => setField(field, e.target.value),
  });

  return (
    <section className={styles.panel} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.panelTitle}>
        {t('Send us a Message')}
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
        <div className={styles.pair}>
          <Field label={t('Full Name')} error={error('name')}>
            <input {...bind('name')} autoComplete="name" />
          </Field>
          <Field label={t('Email')} error={error('email')}>
            <input {...bind('email')} type="email" autoComplete="email" />
          </Field>
        </div>
        <div className={styles.pair}>
          <Field label={t('Phone (optional)')} error={error('phone')}>
            <input {...bind('phone')} type="tel" autoComplete="tel" />
          </Field>
          <Field label={t('Subject (optional)')} error={error('subject')}>
            <input {...bind('subject')} />
          </Field>
        </div>
        <Field label={t('Message')} error={error('message')}>
          <textarea {...bind('message')} className={styles.textarea} rows={6} />
        </Field>
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? t('Sending...') : t('Send Message')}
        </Button>
      </form>
    </section>
  );
}
