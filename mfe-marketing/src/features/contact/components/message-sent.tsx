import { MARKETING_CLAIMS } from '@northvault/contracts/business';
import { ConfirmationPanel } from '@northvault/ui/confirmation-panel';

interface Props {
  email: string;
  onSendAnother: () => void;
}

/** The thank-you that replaces the contact form once the message is stored. */
export function MessageSent({ email, onSendAnother }: Props) {
  return (
    <ConfirmationPanel
      title="Thank you for your message"
      headingLevel={4}
      actionLabel="Send Another Message"
      onAction={onSendAnother}
    >
      <p>
        A member of our team will reply to <strong>{email}</strong> within {MARKETING_CLAIMS.replyWithin}.
      </p>
    </ConfirmationPanel>
  );
}
