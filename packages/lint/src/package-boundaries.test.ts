import { boundaryRefusal, importing, lintBeforeAll, rulesFired } from './lint-as';

const UI = 'packages/ui/src/lint-fixture.ts';
const CONTRACTS = 'packages/contracts/src/lint-fixture.ts';
const SESSION = 'packages/session/src/lint-fixture.ts';
const HOSTING = 'packages/hosting/src/lint-fixture.ts';

const CASES = {
  uiToShell: { filePath: UI, code: importing('DocumentTitle', '../../../shell/src/app/document-title') },
  hostingToRemote: {
    filePath: HOSTING,
    code: importing('CODE_LANGUAGES', '../../../mfe-docs/src/utils/code-languages'),
  },
  buildToRemoteByName: {
    filePath: 'packages/build/src/lint-fixture.ts',
    code: importing('config', 'mfe-docs/webpack.config'),
  },
  hostingToBackend: { filePath: HOSTING, code: importing('default', '../../../backend/src/main') },
  uiToContracts: { filePath: UI, code: importing('PLANS', '@northvault/contracts/plans') },
  uiToSession: { filePath: UI, code: importing('useSession', '@northvault/session') },
  uiToRouter: { filePath: UI, code: importing('BlockingRouter', '@northvault/router') },
  hostingToContracts: { filePath: HOSTING, code: importing('ROUTES', '@northvault/contracts/routes') },
  contractsToSessionByName: { filePath: CONTRACTS, code: importing('useSession', '@northvault/session') },
  contractsToSessionByPath: { filePath: CONTRACTS, code: importing('useSession', '../../session/src/session-context') },
  contractsToOwnModule: { filePath: CONTRACTS, code: importing('isValidEmail', './email') },
  sessionToUi: { filePath: SESSION, code: importing('SiteFooter', '@northvault/ui/site-footer') },
  sessionToContracts: { filePath: SESSION, code: importing('PLANS', '@northvault/contracts/plans') },
};

const linted = lintBeforeAll(CASES);

const NEVER_AN_APP =
  'A package never imports an app (backend, shell, mfe-marketing, mfe-docs, mfe-support, mfe-whitelabel, e2e): apps import packages.';

describe("the packages' boundaries", () => {
  it('refuse a package that imports the shell, a remote or the backend, by path or by name', () => {
    expect(boundaryRefusal(linted.uiToShell)).toEqual({
      ruleId: 'import/no-restricted-paths',
      message:
        'packages/ui imports no workspace but @northvault/contracts, @northvault/router and @northvault/session.',
    });
    expect(boundaryRefusal(linted.hostingToRemote)).toEqual({
      ruleId: 'import/no-restricted-paths',
      message: NEVER_AN_APP,
    });
    expect(boundaryRefusal(linted.hostingToBackend)).toEqual({
      ruleId: 'import/no-restricted-paths',
      message: NEVER_AN_APP,
    });
    expect(boundaryRefusal(linted.buildToRemoteByName)).toEqual({
      ruleId: 'no-restricted-imports',
      message: NEVER_AN_APP,
    });
  });

  it('let a package import the packages it builds on', () => {
    expect(rulesFired(linted.uiToContracts)).toEqual([]);
    expect(rulesFired(linted.uiToSession)).toEqual([]);
    expect(rulesFired(linted.uiToRouter)).toEqual([]);
    expect(rulesFired(linted.hostingToContracts)).toEqual([]);
  });

  it('refuse contracts that import another workspace, by name or by path, and let them import their own modules', () => {
    const sentence = 'packages/contracts imports no other workspace.';
    expect(boundaryRefusal(linted.contractsToSessionByName)).toEqual({
      ruleId: 'no-restricted-imports',
      message: sentence,
    });
    expect(boundaryRefusal(linted.contractsToSessionByPath)).toEqual({
      ruleId: 'import/no-restricted-paths',
      message: sentence,
    });
    expect(rulesFired(linted.contractsToOwnModule)).toEqual([]);
  });

  it('refuse a session package that imports ui, and let it import the contracts', () => {
    expect(boundaryRefusal(linted.sessionToUi)).toEqual({
      ruleId: 'no-restricted-imports',
      message: 'packages/session imports no workspace but @northvault/contracts.',
    });
    expect(rulesFired(linted.sessionToContracts)).toEqual([]);
  });
});
