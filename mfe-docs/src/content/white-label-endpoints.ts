import { DEFAULT_WHITE_LABEL_CONFIG } from '@northvault/contracts/white-label';
import type { EndpointDoc } from './endpoint';
import { SAMPLE } from './sample-data';

const defaults = DEFAULT_WHITE_LABEL_CONFIG;

/** The same for every reader: the White Label API is Enterprise only whatever the page. */
export function whiteLabelEndpoints(): EndpointDoc[] {
  return [
    {
      id: 'get-white-label-config',
      method: 'GET',
      path: '/white-label/config',
      inSandbox: false,
      title: 'Get the white-label configuration',
      description:
        'Returns the branding of your white-label platform: names, domain, assets, colours and font, and whether it is live. `config` is null until a configuration has been saved.',
      authenticated: true,
      permission: 'manage:white_label',
      minPlan: 'enterprise',
      parameters: [],
      response: {
        status: 200,
        body: {
          config: {
            id: SAMPLE.whiteLabelConfigId,
            organization_id: SAMPLE.organizationId,
            company_name: 'Acme Payroll',
            domain: SAMPLE.domain,
            logo_url: 'https://cdn.acme-payroll.example/brand/logo.svg',
            favicon_url: 'https://cdn.acme-payroll.example/brand/favicon.png',
            primary_color: defaults.primaryColor,
            secondary_color: defaults.secondaryColor,
            accent_color: defaults.accentColor,
            background_gradient: defaults.backgroundGradient,
            font_family: defaults.fontFamily,
            email_from_name: 'Acme Payroll Banking',
            contact_email: 'support@acme-payroll.example',
            contact_phone: '+1 415 555 0142',
            is_active: false,
          },
        },
      },
    },
    {
      id: 'post-white-label-deploy',
      method: 'POST',
      path: '/white-label/deploy',
      inSandbox: false,
      title: 'Deploy the white-label platform',
      description:
        'Publishes a saved configuration on its domain: the certificate is issued, assets are copied to the CDN and the branded platform goes live. Deployment runs in the background; `white_label.deployed` fires when it is live.',
      authenticated: true,
      permission: 'manage:white_label',
      minPlan: 'enterprise',
      parameters: [
        {
          name: 'config_id',
          in: 'body',
          type: 'string',
          required: true,
          description: 'The `id` of the saved configuration to publish.',
        },
      ],
      exampleBody: { config_id: SAMPLE.whiteLabelConfigId },
      response: {
        status: 202,
        body: {
          id: SAMPLE.deploymentId,
          config_id: SAMPLE.whiteLabelConfigId,
          domain: SAMPLE.domain,
          status: 'in_progress',
          started_at: SAMPLE.createdAt,
        },
      },
      notes: [
        'Before deploying, the configuration needs a domain whose CNAME record points at your Northvault host, a logo and a favicon; otherwise the call answers 422 `configuration_incomplete` and lists what is missing.',
        'Enterprise only, with the manage:white_label permission (403 `plan_upgrade_required` otherwise).',
      ],
    },
  ];
}
