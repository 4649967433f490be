import { randomBytes } from 'node:crypto';
import { PAYMENT_DECLINE_MESSAGES, SANDBOX_CARDS } from '@northvault/contracts/payment';
import {
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  PaymentGatewayUnavailableError,
} from './payment-gateway';

/**
 * A gateway that moves no money and follows the well-known test-card conventions (DESIGN.md):
 * the decline and error cards answer as a real gateway would; any other valid card is approved.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  async charge({ card }: ChargeRequest): Promise<ChargeResult> {
    switch (card.number) {
      case SANDBOX_CARDS.declined:
        return { outcome: 'declined', reason: 'card_declined', message: PAYMENT_DECLINE_MESSAGES.declined };
      case SANDBOX_CARDS.insufficientFunds:
        return {
          outcome: 'declined',
          reason: 'insufficient_funds',
          message: PAYMENT_DECLINE_MESSAGES.insufficientFunds,
        };
      case SANDBOX_CARDS.gatewayError:
        throw new PaymentGatewayUnavailableError('Sandbox gateway error card');
      default:
        return { outcome: 'approved', reference: `sandbox_ch_${randomBytes(12).toString('hex')}` };
    }
  }
}
