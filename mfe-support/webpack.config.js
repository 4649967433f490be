const { MICRO_FRONTENDS } = require('@northvault/contracts/micro-frontends');
const { remoteWebpackConfig } = require('@northvault/build/federated-webpack-config');

module.exports = (_env, argv) =>
  remoteWebpackConfig(
    {
      root: __dirname,
      microFrontend: MICRO_FRONTENDS.support,
      pages: {
        SupportPage: './src/pages/support-page.tsx',
        BlogPage: './src/pages/blog-page.tsx',
        BlogPostPage: './src/pages/blog-post-page.tsx',
        PrivacyPage: './src/pages/privacy-page.tsx',
        TermsPage: './src/pages/terms-page.tsx',
        NewsletterConfirmPage: './src/pages/newsletter-confirm-page.tsx',
        SupportDeskPage: './src/pages/support-desk-page.tsx',
        SupportTicketsPage: './src/pages/support-tickets-page.tsx',
      },
      prerender: './src/prerender/prerender-pages.tsx',
      codeHighlights: {
        module: './src/content/code-highlights.generated.ts',
        samples: './src/features/blog/content/code-samples.ts',
      },
    },
    argv,
  );
