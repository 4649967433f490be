/**
 * Which payment gateway charges the cards. The sandbox moves no money and approves any valid test
 * number, so a production backend refuses to start on it unless told explicitly that this is
 * wanted (a demo or a staging site that must look like production).
 */
import { z } from 'zod';
import type { ConfigSection } from './config-section';
import { oneOfVariable } from './env-values';

export const PAYMENT_GATEWAYS = ['sandbox'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

const schema = z
  .object({
    NODE_ENV: z.string().default('development'),
    PAYMENT_GATEWAY: oneOfVariable(PAYMENT_GATEWAYS, 'sandbox'),
    ALLOW_SANDBOX_PAYMENTS: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && env.PAYMENT_GATEWAY === 'sandbox' && env.ALLOW_SANDBOX_PAYMENTS !== 'true') {
      context.addIssue({
        code: 'custom',
        path: ['ALLOW_SANDBOX_PAYMENTS'],
        message:
          'must be true to run the sandbox payment gateway in production (PAYMENT_GATEWAY=sandbox charges no real card and approves any valid test number)',
      });
    }
  })
  .transform((env) => ({ gateway: env.PAYMENT_GATEWAY as PaymentGatewayName }));

export type PaymentsConfig = z.output<typeof schema>;

export const paymentsConfigSection: ConfigSection<PaymentsConfig> = { schema };
