/**
 * What the site kept of React Router's data router when it moved to the declarative `<Router>`: a page may hold
 * a navigation while it has unsaved work (`useBlocker`). The guard stands between React Router and the history:
 * its `navigator` asks the page's blocker before a link or `navigate()` moves, and `listen` takes the browser back
 * to where it was when the back or forward button leaves a page that blocks, exactly as the data router does.
 */
import {
  NavigationType,
  parsePath,
  type Blocker,
  type BlockerFunction,
  type Location,
  type Navigator,
  type To,
  type UNSAFE_createBrowserHistory,
} from 'react-router';

/**
 * React Router's browser history, or in a test its memory history. Created with `v5Compat: true`, so that
 * `push` and `replace` tell the listener too (the listener is how the router learns of every move).
 */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** Where the router is, and how it got there. */
export interface RouterLocation {
  action: NavigationType;
  location: Location;
}

export const UNBLOCKED: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

/** The browser's way back after a blocked back or forward move, and what to do once it is there. */
interface Revert {
  done: boolean;
  then?: () => void;
}

interface Registration {
  shouldBlock: BlockerFunction;
  show: (blocker: Blocker) => void;
  state: Blocker['state'];
}

export class NavigationGuard {
  private location: RouterLocation;
  /** The blockers of the rendered pages; as in the data router, the last one registered decides. */
  private registrations: Registration[] = [];
  /** Set while the browser goes back to where it was after a blocked back or forward: that move is no navigation. */
  private revert: Revert | undefined;
  /** What React Router's links and `navigate()` call: every move of theirs passes the blocker first. */
  readonly navigator: Navigator;

  constructor(private readonly history: History) {
    this.location = { action: history.action, location: history.location };
    this.navigator = {
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state) => this.attempt(NavigationType.Push, to, state, () => history.push(to, state)),
      replace: (to, state) => this.attempt(NavigationType.Replace, to, state, () => history.replace(to, state)),
    };
  }

  get current(): RouterLocation {
    return this.location;
  }

  /** Calls `onMove` with every move the history makes that no blocker held back; returns the way to stop. */
  listen(onMove: (moved: RouterLocation) => void): () => void {
    return this.history.listen(({ action, location, delta }) => {
      if (this.revert) {
        const revert = this.revert;
        this.revert = undefined;
        revert.done = true;
        revert.then?.();
        return;
      }
      // Links and navigate() asked before moving; a back or forward move has happened already, so it is undone.
      // A move of unknown size (an entry the history did not write) cannot be undone, so it goes through.
      const blocking = action === NavigationType.Pop && delta != null ? this.blockerOf(location, action) : undefined;
      if (blocking) {
        const revert: Revert = (this.revert = { done: false });
        this.history.go(-delta!);
        this.block(blocking, location, () => {
          const redo = () => this.history.go(delta!);
          if (revert.done) redo();
          else revert.then = redo;
        });
        return;
      }
      this.location = { action, location };
      for (const registration of this.registrations) this.show(registration, UNBLOCKED);
      onMove(this.location);
    });
  }

  /** Adds a page's blocker; `show` gets its state. Returns the way to remove it. */
  register(shouldBlock: BlockerFunction, show: (blocker: Blocker) => void): () => void {
    const registration: Registration = { shouldBlock, show, state: 'unblocked' };
    this.registrations.push(registration);
    return () => {
      this.registrations = this.registrations.filter((other) => other !== registration);
    };
  }

  private attempt(action: NavigationType, to: To, state: unknown, move: () => void): void {
    const next: Location = {
      pathname: this.location.location.pathname,
      search: '',
      hash: '',
      ...(typeof to === 'string' ? parsePath(to) : to),
      state: state ?? null,
      key: 'default',
    };
    const blocking = this.blockerOf(next, action);
    if (blocking) this.block(blocking, next, move);
    else move();
  }

  private blockerOf(nextLocation: Location, historyAction: NavigationType): Registration | undefined {
    const last = this.registrations.at(-1);
    // The move its page let go of is on its way: it is not asked again.
    if (!last || last.state === 'proceeding') return undefined;
    return last.shouldBlock({ currentLocation: this.location.location, nextLocation, historyAction })
      ? last
      : undefined;
  }

  private block(registration: Registration, location: Location, move: () => void): void {
    this.show(registration, {
      state: 'blocked',
      location,
      proceed: () => {
        this.show(registration, { state: 'proceeding', proceed: undefined, reset: undefined, location });
        move();
      },
      reset: () => this.show(registration, UNBLOCKED),
    });
  }

  private show(registration: Registration, blocker: Blocker): void {
    if (registration.state === 'unblocked' && blocker.state === 'unblocked') return;
    registration.state = blocker.state;
    registration.show(blocker);
  }
}
