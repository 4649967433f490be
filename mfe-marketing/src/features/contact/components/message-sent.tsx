import { MARKETING_CLAIMS } from '@northvault/contracts/business';
import { EMAIL_CAPPED_MESSAGES } from '@northvault/contracts/email';
import { ConfirmationPanel } from '@northvault/ui/confirmation-panel';

interface Props {
  email: string;
  /** False when the acknowledgement email was held back: the address has had its share of emails today. */
  emailSent: boolean;
  onSendAnother: () => void;
}

/** The thank-you that replaces the contact form once the message is stored. */
export function MessageSent({ email, emailSent, onSendAnother }: Props) {
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
      {!emailSent && <p>{EMAIL_CAPPED_MESSAGES.contact}</p>}
    </ConfirmationPanel>
  );
}
