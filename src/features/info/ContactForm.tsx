import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import * as styles from './Contact.css';
import { type ContactValues, useContactForm } from './useContactForm';

/** docs/product.md §2/§5 /contact message form. */
export function ContactForm() {
  const { values, errors, setField, onSubmit, sending } = useContactForm();
  const bind = (field: keyof ContactValues) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => setField(field, e.target.value),
  });

  return (
    <section className={styles.panel} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.panelTitle}>
        Send us a Message
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
        <div className={styles.pair}>
          <Field label="Full Name" error={errors.name}>
            <input {...bind('name')} autoComplete="name" />
          </Field>
          <Field label="Email" error={errors.email}>
            <input {...bind('email')} type="email" autoComplete="email" />
          </Field>
        </div>
        <div className={styles.pair}>
          <Field label="Phone (optional)" error={errors.phone}>
            <input {...bind('phone')} type="tel" autoComplete="tel" />
          </Field>
          <Field label="Subject (optional)" error={errors.subject}>
            <input {...bind('subject')} />
          </Field>
        </div>
        <Field label="Message" error={errors.message}>
          <textarea {...bind('message')} className={styles.textarea} rows={6} />
        </Field>
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
    </section>
  );
}
