import { followAnchor } from './follow-anchor';

/** An anchor whose place in the viewport the test moves, as bands above it are laid out. */
function anchor() {
  const target = document.createElement('section');
  let top = 0;
  target.scrollIntoView = jest.fn(() => {
    top = 0;
  });
  target.getBoundingClientRect = () => ({ top }) as DOMRect;
  return { target, moveTo: (value: number) => (top = value) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('scrolls to the anchor at once, and brings it back each time a band above moves it', () => {
  const { target, moveTo } = anchor();
  followAnchor(target);
  expect(target.scrollIntoView).toHaveBeenCalledTimes(1);

  jest.advanceTimersByTime(100);
  expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
  moveTo(300);
  jest.advanceTimersByTime(32);
  expect(target.scrollIntoView).toHaveBeenCalledTimes(2);
  moveTo(-120);
  jest.advanceTimersByTime(32);
  expect(target.scrollIntoView).toHaveBeenCalledTimes(3);
});

it('ignores a move of a pixel or less', () => {
  const { target, moveTo } = anchor();
  followAnchor(target);
  moveTo(1);
  jest.advanceTimersByTime(100);
  expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
});

it.each(['wheel', 'touchstart', 'pointerdown', 'keydown'])('leaves the page to the reader after a %s', (type) => {
  const { target, moveTo } = anchor();
  followAnchor(target);
  window.dispatchEvent(new Event(type));
  moveTo(300);
  jest.advanceTimersByTime(100);
  expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
});

it('stops once the page has settled, or when told to', () => {
  const settled = anchor();
  followAnchor(settled.target, 500);
  jest.advanceTimersByTime(600);
  settled.moveTo(300);
  jest.advanceTimersByTime(100);
  expect(settled.target.scrollIntoView).toHaveBeenCalledTimes(1);

  const stopped = anchor();
  const stop = followAnchor(stopped.target);
  stop();
  stopped.moveTo(300);
  jest.advanceTimersByTime(100);
  expect(stopped.target.scrollIntoView).toHaveBeenCalledTimes(1);
});
