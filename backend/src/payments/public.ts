/**
 * What the checkout and billing use of payments: the module, the gateway port, 3-D Secure
 * challenges, idempotency keys, the card mapping and its DTO, and the records and receipts of charges.
 */
export { PaymentsModule } from './payments.module';
export {
  type CardDetails,
  type ChargeResult,
  type DeclineReason,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  PaymentGatewayUnavailableError,
} from './payment-gateway';
export { CARD_AUTHENTICATION_ID, CardAuthenticationDto } from './card-authentication.dto';
export {
  AUTHENTICATION_REQUIRED_STATUS,
  CardAuthenticationsService,
  type Decision,
} from './card-authentications.service';
export { IdempotencyKey } from './idempotency-key.decorator';
export { PaymentIdempotencyService, type RecordedAnswer } from './payment-idempotency.service';
export { requestFingerprint } from './request-fingerprint';
export { cardDetails, cardFacts, paymentForm } from './card-mapping';
export { PaymentMethodDto } from './payment-method.dto';
export { PaymentRecords } from './payment-records.service';
export { RECEIPT_NUMBER, ReceiptsService, type ReceiptRow } from './receipts.service';
