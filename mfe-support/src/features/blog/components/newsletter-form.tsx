import { useId, type FormEvent } from 'react';
import styles from './newsletter-form.module.css';

/**
 * The newsletter sign-up. It has no submit behaviour and no validation yet
 * (docs/product/contact-and-support.md#newsletter-form): submitting keeps the reader on the page and sends
 * nothing, and nothing on screen claims otherwise.
 */
export function NewsletterForm() {
  const id = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  return (
    <section className={styles.band} aria-labelledby={`${id}-heading`}>
      <div className={styles.text}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          The Northvault newsletter
        </h2>
        <p className={styles.lead}>
          New articles on banking APIs, white-label launches and integrations, written by the team that builds the
          platform.
        </p>
      </div>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <label htmlFor={`${id}-email`} className={styles.label}>
          Email address
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            className={styles.input}
          />
          <button type="submit" className={styles.button}>
            Subscribe
          </button>
        </div>
      </form>
    </section>
  );
}
