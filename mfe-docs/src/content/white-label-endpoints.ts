import { SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import { DEFAULT_WHITE_LABEL_CONFIG, WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import { DOMAIN_MESSAGES } from '@northvault/contracts/white-label-domains';
import type { EndpointDoc } from './endpoint';
import { SAMPLE } from './sample-data';

const defaults = DEFAULT_WHITE_LABEL_CONFIG;

const ENTERPRISE_ONLY = `Enterprise only, with the white_label:manage permission; other plans get 403 \`plan_upgrade_required\`: "${SANDBOX_MESSAGES.whiteLabelEnterpriseOnly}"`;

/** The version live in the examples: published once, on the sample domain. */
const LIVE_VERSION = {
  id: SAMPLE.whiteLabelVersionId,
  number: 1,
  domain: SAMPLE.domain,
  published_at: SAMPLE.updatedAt,
};

/** The same for every reader: the White Label API is Enterprise only whatever the page. */
export function whiteLabelEndpoints(): EndpointDoc[] {
  return [
    {
      id: 'get-white-label-config',
      method: 'GET',
      path: '/white-label/config',
      title: 'Get the white-label configuration',
      description:
        'Returns the saved configuration of your white-label platform (names, domain, assets, colours and font), the version live on its domain, and whether that version is the saved configuration. `config` is null until a configuration has been saved, `live_version` while nothing is live.',
      authenticated: true,
      permission: 'white_label:manage',
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
            is_active: true,
          },
          live_version: LIVE_VERSION,
          up_to_date: true,
        },
      },
      notes: [
        'The configuration is the one the white-label configurator saves; save it there, then deploy it here or there.',
        ENTERPRISE_ONLY,
      ],
    },
    {
      id: 'post-white-label-deploy',
      method: 'POST',
      path: '/white-label/deploy',
      title: 'Deploy the white-label platform',
      description:
        'Publishes the saved configuration as a new version: its logo and favicon are copied, and the branded platform is live on its domain when the call returns. Deploying what is already live answers the live version and publishes nothing new.',
      authenticated: true,
      permission: 'white_label:manage',
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
        status: 200,
        body: { ...LIVE_VERSION, config_id: SAMPLE.whiteLabelConfigId, status: 'live' },
      },
      notes: [
        `Before deploying, the configuration needs a domain, a logo and a favicon (otherwise 422 \`configuration_incomplete\`: "${WHITE_LABEL_MESSAGES.stepsIncomplete}"), a domain proved by its TXT record ("${DOMAIN_MESSAGES.notVerified}"), colours whose text reaches WCAG AA contrast, and a logo and favicon that can be fetched; each refusal says which, with \`param\` naming the field.`,
        `A domain another organisation is live on answers 409 \`domain_taken\`; a \`config_id\` that is not your organisation's, 404.`,
        ENTERPRISE_ONLY,
      ],
    },
  ];
}
