import { sharedDependencyRefusals, type ManifestSharedModule } from './shared-dependency-gate';

/** The `shared` list of the live shell's mf-manifest.json, as its build writes it. */
const LIVE_SHELL: ManifestSharedModule[] = [
  { name: '@northvault/session', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
  { name: '@northvault/session/brand', version: '1.0.0', requiredVersion: '^1.0.0' },
  { name: 'react-dom', version: '19.2.1', singleton: true, requiredVersion: '^19.2.1' },
  { name: 'react-dom/client', version: '19.2.1', requiredVersion: '^19.2.1' },
  { name: '@northvault/router', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
  { name: 'react', version: '19.2.1', singleton: true, requiredVersion: '^19.2.1' },
];

/** A remote's `shared` list, every singleton asking for what the shell has unless overridden. */
function candidate(ranges: Record<string, string | false> = {}): ManifestSharedModule[] {
  const required = (name: string, range: string) => (name in ranges ? ranges[name] : range);
  return [
    {
      name: '@northvault/session',
      version: '1.0.0',
      singleton: true,
      requiredVersion: required('@northvault/session', '^1.0.0'),
    },
    { name: 'react-dom', version: '19.2.1', singleton: true, requiredVersion: required('react-dom', '^19.2.1') },
    {
      name: '@northvault/router',
      version: '1.0.0',
      singleton: true,
      requiredVersion: required('@northvault/router', '^1.0.0'),
    },
    { name: 'react', version: '19.2.1', singleton: true, requiredVersion: required('react', '^19.0.0') },
  ];
}

describe('sharedDependencyRefusals', () => {
  it('lets a remote through when the live shell satisfies every shared singleton', () => {
    expect(sharedDependencyRefusals('mfe-docs', candidate(), LIVE_SHELL)).toEqual([]);
  });

  it('refuses a range the live shell’s version does not satisfy, naming package, range and version', () => {
    expect(sharedDependencyRefusals('mfe-docs', candidate({ react: '^20.0.0' }), LIVE_SHELL)).toEqual([
      'mfe-docs requires react ^20.0.0; the live shell provides 19.2.1. Release refused.',
    ]);
  });

  it('names every singleton that cannot be satisfied, one sentence each', () => {
    const refusals = sharedDependencyRefusals(
      'mfe-support',
      candidate({ 'react-dom': '~19.3.0', '@northvault/router': '^1.1.0', '@northvault/session': '^2.0.0' }),
      LIVE_SHELL,
    );
    expect(refusals).toEqual([
      'mfe-support requires @northvault/session ^2.0.0; the live shell provides 1.0.0. Release refused.',
      'mfe-support requires react-dom ~19.3.0; the live shell provides 19.2.1. Release refused.',
      'mfe-support requires @northvault/router ^1.1.0; the live shell provides 1.0.0. Release refused.',
    ]);
  });

  it('refuses a singleton the live shell does not share at all', () => {
    const shellWithoutRouter = LIVE_SHELL.filter((module) => module.name !== '@northvault/router');
    expect(sharedDependencyRefusals('mfe-docs', candidate(), shellWithoutRouter)).toEqual([
      'mfe-docs requires @northvault/router ^1.0.0; the live shell provides none. Release refused.',
    ]);
  });

  it('refuses a remote built when the shell shared the whole of React Router, which it no longer provides', () => {
    const builtBefore = candidate().map((module) =>
      module.name === '@northvault/router'
        ? { name: 'react-router-dom', version: '7.18.5', singleton: true, requiredVersion: '^7.18.5' }
        : module,
    );
    expect(sharedDependencyRefusals('mfe-docs', builtBefore, LIVE_SHELL)).toEqual([
      'mfe-docs requires react-router-dom ^7.18.5; the live shell provides none. Release refused.',
    ]);
  });

  it('orders prereleases as the federation runtime does', () => {
    const canaryShell = LIVE_SHELL.map((module) =>
      module.name === 'react' ? { ...module, version: '20.0.0-rc.1' } : module,
    );
    // A release candidate comes before the release it leads to, and after every 19.x.
    expect(sharedDependencyRefusals('mfe-docs', candidate({ react: '^20.0.0' }), canaryShell)).toEqual([
      'mfe-docs requires react ^20.0.0; the live shell provides 20.0.0-rc.1. Release refused.',
    ]);
    expect(sharedDependencyRefusals('mfe-docs', candidate({ react: '^20.0.0-rc.0' }), canaryShell)).toEqual([]);
    expect(sharedDependencyRefusals('mfe-docs', candidate({ react: '^19.0.0' }), canaryShell)).toEqual([
      'mfe-docs requires react ^19.0.0; the live shell provides 20.0.0-rc.1. Release refused.',
    ]);
    // A canary within the range serves it, as the runtime's own check agrees.
    const nextMinorCanary = LIVE_SHELL.map((module) =>
      module.name === 'react' ? { ...module, version: '19.3.0-canary-4b3e662e-20260101' } : module,
    );
    expect(sharedDependencyRefusals('mfe-docs', candidate({ react: '^19.2.1' }), nextMinorCanary)).toEqual([]);
  });

  it('ignores a package the remote does not share as a singleton', () => {
    const ownReact = candidate({ react: '^20.0.0' }).map((module) =>
      module.name === 'react' ? { ...module, singleton: false } : module,
    );
    expect(sharedDependencyRefusals('mfe-docs', ownReact, LIVE_SHELL)).toEqual([]);
  });

  it('checks only the shell’s singletons: not sub-paths, not libraries a remote may bring itself', () => {
    const remote: ManifestSharedModule[] = [
      ...candidate(),
      { name: 'react/jsx-runtime', version: '20.0.0', requiredVersion: '^20.0.0' },
      { name: 'date-fns', version: '4.1.0', singleton: true, requiredVersion: '^4.0.0' },
    ];
    expect(sharedDependencyRefusals('mfe-docs', remote, LIVE_SHELL)).toEqual([]);
  });

  it('lets through a singleton that asks for no particular version', () => {
    expect(sharedDependencyRefusals('mfe-docs', candidate({ react: false, 'react-dom': '' }), LIVE_SHELL)).toEqual([]);
  });
});
