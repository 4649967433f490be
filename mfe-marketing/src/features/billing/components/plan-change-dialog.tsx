import { useEffect, useRef, useState } from 'react';
import type { BillingOverview, PlanChangePreview } from '@northvault/contracts/api';
import { downgradeSentence, upgradeChargeSentence } from '@northvault/contracts/billing';
import { PLANS, type PlanId } from '@northvault/contracts/plans';
import buttons from '@northvault/ui/buttons.module.css';
import { ModalDialog } from '../../../components/modal-dialog';
import { newIdempotencyKey } from '../../../utils/new-idempotency-key';
import { changePlan, previewPlanChange } from '../api/billing-api';
import styles from './billing-view.module.css';

interface Props {
  planId: PlanId;
  onClose: () => void;
  onChanged: (overview: BillingOverview) => void;
}

type Preview =
  { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; preview: PlanChangePreview };

/**
 * The confirmation of a plan change: the server's preview (what an upgrade charges today, or when a
 * downgrade takes effect), then Confirm or Cancel.
 */
export function PlanChangeDialog({ planId, onClose, onChanged }: Props) {
  const [preview, setPreview] = useState<Preview>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per dialog: a confirmation sent twice (a double click, a retry) is charged once.
  const idempotencyKey = useRef(newIdempotencyKey());
  const plan = PLANS[planId];

  useEffect(() => {
    let current = true;
    void previewPlanChange(planId).then((answer) => {
      if (current)
        setPreview(answer.ok ? { state: 'ready', preview: answer.preview } : { state: 'failed', error: answer.error });
    });
    return () => {
      current = false;
    };
  }, [planId]);

  async function confirm() {
    setBusy(true);
    setError(null);
    const answer = await changePlan({ planId }, idempotencyKey.current);
    setBusy(false);
    if (answer.ok) onChanged(answer.overview);
    else {
      setError(answer.error);
      // A declined or refused change charged nothing: the next confirmation is a new attempt.
      idempotencyKey.current = newIdempotencyKey();
    }
  }

  const ready = preview.state === 'ready' ? preview.preview : null;
  return (
    <ModalDialog
      title={ready?.kind === 'downgrade' ? `Downgrade to ${plan.name}` : `Upgrade to ${plan.name}`}
      onClose={onClose}
      // Closing mid-request would leave the customer unsure whether the card was charged.
      closable={!busy}
    >
      {preview.state === 'loading' && <p className={styles.note}>Working out the change…</p>}
      {preview.state === 'failed' && <p role="alert">{preview.error}</p>}
      {ready && (
        <p className={styles.preview}>
          {ready.kind === 'upgrade'
            ? upgradeChargeSentence(ready.amountCents)
            : downgradeSentence(plan.name, ready.effectiveAt)}
        </p>
      )}
      {ready?.kind === 'upgrade' && (
        <p className={styles.note}>
          {`${plan.name} starts now, for the rest of your current period; your saved card is charged the difference.`}
        </p>
      )}
      {error && <p role="alert">{error}</p>}
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} disabled={!ready || busy} onClick={() => void confirm()}>
          {busy ? 'Changing your plan…' : 'Confirm'}
        </button>
        <button type="button" className={buttons.secondary} disabled={busy} onClick={onClose}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
