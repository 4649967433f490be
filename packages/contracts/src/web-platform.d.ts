/**
 * The two WHATWG URL classes, which every runtime the contracts run in (browsers, Node.js) has as
 * globals. Declared here instead of pulling in the DOM or Node.js typings, so nothing else of
 * either platform can creep into code both sides share.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly protocol: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

declare class URLSearchParams {
  constructor();
  set(name: string, value: string): void;
  toString(): string;
}
