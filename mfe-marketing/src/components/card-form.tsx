import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { ACCOUNT_MESSAGES } from '@northvault/contracts/accounts';
import {
  PAYMENT_MESSAGES,
  CARD_BRAND_NAMES,
  detectCardBrand,
  CARD_NUMBER_MAX_SHOWN,
  validatePaymentForm,
  type PaymentForm as PaymentFormValues,
} from '@northvault/contracts/payment';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { useSession } from '@northvault/session';
import { EmailVerificationNotice } from '@northvault/ui/email-verification-notice';
import { ErrorSummary, FieldError, useFormErrors } from '@northvault/ui/form-errors';
import buttons from '@northvault/ui/buttons.module.css';
import form from './form.module.css';
import { TextField } from './text-field';
import { BILLING_COUNTRIES } from '../content/billing-countries';
import {
  fieldsAtFault,
  isFieldMessage,
  isPastYear,
  PAYMENT_FIELD_ORDER,
  type PaymentField,
} from '../utils/field-at-fault';
import { initialPaymentForm } from '../utils/initial-payment-form';
import { filterPaymentInput } from '../utils/payment-input-filters';
import styles from './card-form.module.css';

/**
 * Where a send stands (docs/product/payments.md#payment-modal). `paid` keeps the form busy while the
 * browser leaves for the next page, so nothing can be sent in between.
 */
export type CardFormStatus =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'paid' }
  /** `attempt` changes with every failure, so the same message twice is announced twice. */
  | { status: 'error'; message: string; attempt: number };

/** What a send answers: done (null), or the sentence of why not, which marks its fields when it is about them. */
export type CardFormSend = (values: PaymentFormValues) => Promise<{ error: string } | null>;

interface Props {
  /** The submit button's words, and its words while the card is on its way. */
  submitLabel: string;
  busyLabel: string;
  status: CardFormStatus;
  busy: boolean;
  /** Shows a sentence found before anything was sent (a field check). */
  fail: (message: string) => void;
  /** Sends the checked form; the caller's own request (a checkout, an update of the card). */
  send: CardFormSend;
  /**
   * The bank's 3-D Secure challenge, shown in place of the form while it waits for an answer. The
   * form keeps what was typed, and focus comes back to its button when the challenge goes.
   */
  challenge?: ReactNode;
}

const limits = TEXT_LIMITS.checkout;

/**
 * The card form the checkout and `Update card` share: card fields filtered as they are typed, the
 * shared checks before anything is sent, then one request per attempt. A signed-in customer's
 * email is filled in and cannot be changed here. A field check, before sending or from the server,
 * marks its fields and heads the form's error summary with the product's message
 * (docs/product/messages.md#form-errors); a decline or a gateway error is shown above the button.
 */
export function CardForm({ submitLabel, busyLabel, status: checkout, busy, fail, send, challenge }: Props) {
  const { user } = useSession();
  const [values, setValues] = useState<PaymentFormValues>(() => initialPaymentForm(user));
  const submitRef = useRef<HTMLButtonElement>(null);
  const challenged = Boolean(challenge);
  const wasChallenged = useRef(challenged);

  useEffect(() => {
    // Back from the challenge (failed or canceled): the sentence above the button says why.
    if (wasChallenged.current && !challenged) submitRef.current?.focus();
    wasChallenged.current = challenged;
  }, [challenged]);

  const id = useId();
  const fieldId = (field: PaymentField) => `${id}-${field}`;
  const errors = useFormErrors(fieldId, PAYMENT_FIELD_ORDER);
  const errorId = `${id}-error`;
  const brandId = `${id}-brand`;
  const lockedEmailId = `${id}-email-locked`;
  const brand = detectCardBrand(values.cardNumber);

  // A field check's message heads the summary; only a message about no field is shown above Pay.
  const paymentError = checkout.status === 'error' && !isFieldMessage(checkout.message) ? checkout : null;
  // A complete year before this one is kept as typed, and the field says why it cannot be used.
  const expiredYear = isPastYear(values.expiryYear, new Date()) ? PAYMENT_MESSAGES.cardExpired : undefined;

  function update(field: PaymentField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const input = event.target.value;
      setValues((previous) => ({ ...previous, [field]: filterPaymentInput(field, input, previous[field]) }));
      errors.clear(field);
    };
  }

  /** Marks the fields `message` is about and moves focus to the summary that lists them. */
  function showFieldProblems(message: string) {
    errors.show(fieldsAtFault(message, values, new Date()), message);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = validatePaymentForm(values, new Date());
    if (problem) {
      fail(problem);
      showFieldProblems(problem);
      return;
    }
    errors.clearAll();
    const refused = await send(values);
    if (refused) showFieldProblems(refused.error);
  }

  /** The sentence under a field: its error, or for the year, the rule a past year breaks. */
  const fieldSentence = (field: PaymentField) =>
    errors.errorOf(field) ?? (field === 'expiryYear' ? expiredYear : undefined);

  /** Props every input shares: its id, value, change filter and, when it is at fault, its sentence. */
  function fieldProps(field: PaymentField, describedBy?: string) {
    const invalid = fieldSentence(field) !== undefined;
    const descriptions = [invalid ? errors.errorId(field) : undefined, describedBy].filter(Boolean).join(' ');
    return {
      id: fieldId(field),
      name: field,
      value: values[field],
      onChange: update(field),
      'aria-invalid': invalid || undefined,
      'aria-describedby': descriptions || undefined,
    };
  }

  const fieldError = (field: PaymentField) => <FieldError id={errors.errorId(field)} message={fieldSentence(field)} />;

  if (challenge) return <>{challenge}</>;

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <ErrorSummary summary={errors.summary} />
      <p className={styles.note}>All fields are required unless marked optional.</p>
      <EmailVerificationNotice user={user} />
      <div className={styles.grid}>
        <TextField
          {...fieldProps('customerName')}
          label="Full name"
          autoComplete="name"
          maxLength={limits.customerName}
          aria-required="true"
          data-autofocus
          error={fieldError('customerName')}
        />
        <TextField
          {...fieldProps('customerEmail', user ? lockedEmailId : undefined)}
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={limits.customerEmail}
          readOnly={user !== null}
          aria-required="true"
          hint={
            user && (
              <p id={lockedEmailId} className={form.hint}>
                {ACCOUNT_MESSAGES.checkoutEmailLocked}
              </p>
            )
          }
          error={fieldError('customerEmail')}
        />
        <TextField
          {...fieldProps('cardNumber', brandId)}
          className={styles.wide}
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={CARD_NUMBER_MAX_SHOWN}
          placeholder="1234 1234 1234 1234"
          monospace
          aria-required="true"
          adornment={
            <span id={brandId} className={styles.brand} aria-live="polite">
              {brand === 'unknown' ? '' : CARD_BRAND_NAMES[brand]}
            </span>
          }
          error={fieldError('cardNumber')}
        />
        <div className={`${styles.wide} ${styles.cardDetails}`}>
          <TextField
            {...fieldProps('expiryMonth')}
            className={styles.cardField}
            label="Expiry month"
            inputMode="numeric"
            autoComplete="cc-exp-month"
            placeholder="MM"
            monospace
            aria-required="true"
            error={fieldError('expiryMonth')}
          />
          <TextField
            {...fieldProps('expiryYear')}
            className={styles.cardField}
            label="Expiry year"
            inputMode="numeric"
            autoComplete="cc-exp-year"
            placeholder="YYYY"
            monospace
            aria-required="true"
            error={fieldError('expiryYear')}
          />
          <TextField
            {...fieldProps('cvv')}
            className={styles.cardField}
            label="CVV"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            monospace
            aria-required="true"
            error={fieldError('cvv')}
          />
        </div>
        <TextField
          {...fieldProps('billingAddress')}
          className={styles.wide}
          label="Billing address"
          optional
          autoComplete="address-line1"
          maxLength={limits.address}
          error={fieldError('billingAddress')}
        />
        <TextField
          {...fieldProps('city')}
          label="City"
          optional
          autoComplete="address-level2"
          maxLength={limits.city}
          error={fieldError('city')}
        />
        <TextField
          {...fieldProps('postalCode')}
          label="Postal code"
          optional
          autoComplete="postal-code"
          maxLength={limits.postalCode}
          error={fieldError('postalCode')}
        />
        <div className={`${form.field} ${styles.wide}`}>
          <label htmlFor={fieldId('country')} className={form.label}>
            Country
          </label>
          <select {...fieldProps('country')} className={form.control} autoComplete="country-name">
            {BILLING_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
          {fieldError('country')}
        </div>
      </div>

      {paymentError && (
        <p key={paymentError.attempt} id={errorId} role="alert" className={form.alert}>
          {paymentError.message}
        </p>
      )}

      {/* aria-disabled rather than disabled: the button keeps focus while the payment is on its way. */}
      <button ref={submitRef} type="submit" className={`${buttons.primary} ${form.submit}`} aria-disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
      <p className={styles.secure}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2M3 7h10v7H3z" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        Sent over an encrypted connection. We never store your full card number or CVV.
      </p>
    </form>
  );
}
