import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BillingOverview, BillingSubscription } from '@northvault/contracts/api';
import {
  BILLING_MESSAGES,
  billingStatusLabel,
  CANCELLATION_REASONS,
  type CancellationReason,
  formatBillingDate,
  formatCents,
  planChangeLabel,
  scheduledChangeSentence,
} from '@northvault/contracts/billing';
import { isPlanId, PLAN_LIST, PLANS, type PlanId } from '@northvault/contracts/plans';
import { PLAN_CHANGE_PARAM, receiptPdfPath } from '@northvault/contracts/routes';
import buttons from '@northvault/ui/buttons.module.css';
import { changeSubscription, fetchBilling, undoPlanChange, type BillingAnswer } from '../api/billing-api';
import styles from './billing-view.module.css';
import { PlanChangeDialog } from './plan-change-dialog';
import { UpdateCardDialog } from './update-card-dialog';

const BILLING_QUERY = ['billing'] as const;

/** The signed-in account's plan, card and receipts, with plan changes, cancel and resume (docs/product/billing.md). */
export function BillingView() {
  const queryClient = useQueryClient();
  const load = useQuery({ queryKey: BILLING_QUERY, queryFn: fetchBilling });
  // A change answers with the new overview: it replaces the one loaded, nothing is asked again.
  const changed = (overview: BillingOverview) => {
    const answer: BillingAnswer = { ok: true, overview };
    queryClient.setQueryData(BILLING_QUERY, answer);
  };

  if (!load.data) return <p className={styles.note}>Loading your billing details…</p>;
  if (!load.data.ok) return <p role="alert">{load.data.error}</p>;
  const { subscription, receipts } = load.data.overview;
  return (
    <>
      {subscription ? (
        <>
          <SubscriptionPanel subscription={subscription} onChanged={changed} />
          {subscription.status === 'active' && <ChangePlanPanel subscription={subscription} onChanged={changed} />}
        </>
      ) : (
        <p className={styles.note}>{BILLING_MESSAGES.noPlan}</p>
      )}
      <section className={styles.card} aria-labelledby="billing-receipts">
        <h2 id="billing-receipts">Receipts</h2>
        {receipts.length === 0 ? (
          <p className={styles.note}>No receipts yet.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Receipt</th>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>PDF</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {receipts.map((receipt) => (
                <tr key={receipt.number}>
                  <td>{receipt.number}</td>
                  <td>{formatBillingDate(receipt.issuedAt)}</td>
                  <td>{receipt.description}</td>
                  <td>{formatCents(receipt.amountCents, receipt.currency)}</td>
                  <td>{receipt.status === 'paid' ? 'Paid' : receipt.status}</td>
                  <td>
                    <a href={receiptPdfPath(receipt.number)} download aria-label={`Download ${receipt.number}`}>
                      Download
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

interface SubscriptionPanelProps {
  subscription: BillingSubscription;
  onChanged(overview: BillingOverview): void;
}

function SubscriptionPanel({ subscription, onChanged }: SubscriptionPanelProps) {
  const [reason, setReason] = useState<CancellationReason | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [updatingCard, setUpdatingCard] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const plan = PLANS[subscription.planId];
  const card = subscription.paymentMethod;
  const overdue = subscription.status === 'past_due' || subscription.status === 'suspended';

  function cardSaved(overview: BillingOverview) {
    setUpdatingCard(false);
    setNotice(overdue ? BILLING_MESSAGES.reactivated : BILLING_MESSAGES.cardUpdated);
    onChanged(overview);
  }

  async function run(action: 'cancel' | 'resume') {
    setBusy(true);
    setError(null);
    setNotice(null);
    const answer = await changeSubscription(action, action === 'cancel' && reason ? { reason } : {});
    setBusy(false);
    if (answer.ok) onChanged(answer.overview);
    else setError(answer.error);
  }

  return (
    <section className={styles.card} aria-labelledby="billing-plan">
      <h2 id="billing-plan">Plan</h2>
      {overdue && subscription.pastDue && (
        <div role="alert" className={styles.banner}>
          <p>
            {subscription.status === 'suspended' ? BILLING_MESSAGES.suspendedBanner : BILLING_MESSAGES.pastDueBanner}
          </p>
          <p className={styles.bannerFacts}>
            {`Amount due: ${formatCents(subscription.pastDue.amountCents, subscription.currency)}.`}
            {subscription.status === 'past_due' &&
              (subscription.pastDue.nextRetry
                ? ` Next automatic try: ${formatBillingDate(subscription.pastDue.nextRetry)}.`
                : ' No automatic try is left.')}
            {subscription.status === 'past_due' &&
              ` Suspended on ${formatBillingDate(subscription.pastDue.suspendsAt)} unless paid.`}
          </p>
        </div>
      )}
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>Plan</dt>
          <dd>{plan.name}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{formatCents(subscription.priceCents, subscription.currency)}/month</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{billingStatusLabel(subscription.status, subscription.currentPeriodEnd)}</dd>
        </div>
        <div>
          <dt>Current period</dt>
          <dd>
            {formatBillingDate(subscription.currentPeriodStart)} – {formatBillingDate(subscription.currentPeriodEnd)}
          </dd>
        </div>
        <div>
          <dt>Next renewal</dt>
          <dd>
            {subscription.nextRenewal
              ? `${formatBillingDate(subscription.nextRenewal.date)}, ${formatCents(subscription.nextRenewal.amountCents, subscription.currency)}`
              : 'None'}
          </dd>
        </div>
        <div>
          <dt>Payment method</dt>
          <dd>
            {card.brand} ending in {card.last4}, expires {card.expiryMonth}/{card.expiryYear}
          </dd>
        </div>
      </dl>
      {error && <p role="alert">{error}</p>}
      {subscription.status !== 'canceled' && (
        <div className={styles.actions}>
          <button
            type="button"
            className={overdue ? buttons.primary : buttons.secondary}
            onClick={() => {
              setNotice(null);
              setUpdatingCard(true);
            }}
          >
            Update card
          </button>
        </div>
      )}
      {updatingCard && (
        <UpdateCardDialog subscription={subscription} onClose={() => setUpdatingCard(false)} onSaved={cardSaved} />
      )}
      {subscription.status === 'active' && (
        <div className={styles.actions}>
          <label className={styles.reason}>
            Reason for cancelling (optional)
            <select value={reason} onChange={(event) => setReason(event.target.value as CancellationReason | '')}>
              <option value="">No reason given</option>
              {CANCELLATION_REASONS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className={buttons.secondary} disabled={busy} onClick={() => void run('cancel')}>
            Cancel subscription
          </button>
        </div>
      )}
      {subscription.status === 'active_until' && (
        <div className={styles.actions}>
          <button type="button" className={buttons.primary} disabled={busy} onClick={() => void run('resume')}>
            Resume subscription
          </button>
        </div>
      )}
    </section>
  );
}

/** `Change plan`: the other plans, each behind a confirmation with the server's preview, and `Undo` of a scheduled downgrade. */
function ChangePlanPanel({ subscription, onChanged }: SubscriptionPanelProps) {
  // A pricing card's `Upgrade to …` or `Downgrade to …` arrives with the change asked for open.
  const [searchParams] = useSearchParams();
  const [choice, setChoice] = useState<PlanId | null>(() => {
    const asked = searchParams.get(PLAN_CHANGE_PARAM);
    return isPlanId(asked) && asked !== subscription.planId ? asked : null;
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const scheduled = subscription.scheduledChange;

  async function undo() {
    setBusy(true);
    setError(null);
    const answer = await undoPlanChange();
    setBusy(false);
    if (answer.ok) onChanged(answer.overview);
    else setError(answer.error);
  }

  return (
    <section className={styles.card} aria-labelledby="billing-change-plan">
      <h2 id="billing-change-plan">Change plan</h2>
      {scheduled && (
        <div className={styles.actions}>
          <p role="status">{scheduledChangeSentence(PLANS[scheduled.planId].name, scheduled.effectiveAt)}</p>
          <button type="button" className={buttons.secondary} disabled={busy} onClick={() => void undo()}>
            Undo
          </button>
        </div>
      )}
      <p className={styles.note}>An upgrade starts now; a downgrade starts at the end of your current period.</p>
      <ul className={styles.plans}>
        {PLAN_LIST.filter((plan) => plan.id !== subscription.planId).map((plan) => {
          const change = planChangeLabel(subscription.planId, plan);
          return (
            <li key={plan.id}>
              <span>
                {plan.name}, {formatCents(plan.price * 100, subscription.currency)}/month
              </span>
              <button
                type="button"
                className={change.kind === 'upgrade' ? buttons.primary : buttons.secondary}
                onClick={() => {
                  setError(null);
                  setChoice(plan.id);
                }}
              >
                {change.label}
              </button>
            </li>
          );
        })}
      </ul>
      {error && <p role="alert">{error}</p>}
      {choice && (
        <PlanChangeDialog
          planId={choice}
          onClose={() => setChoice(null)}
          onChanged={(overview) => {
            setChoice(null);
            onChanged(overview);
          }}
        />
      )}
    </section>
  );
}
