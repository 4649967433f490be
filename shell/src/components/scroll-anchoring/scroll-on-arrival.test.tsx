import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { followAnchor } from './follow-anchor';
import { ScrollOnArrival } from './scroll-on-arrival';

jest.mock('./follow-anchor', () => ({ followAnchor: jest.fn(() => () => undefined) }));

function arriveAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <section id="pricing">Pricing</section>
      <section id="white label">White label</section>
      <ScrollOnArrival />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

it('follows the anchor the URL names once the page has rendered it', () => {
  arriveAt('/#pricing');
  expect(followAnchor).toHaveBeenCalledWith(document.getElementById('pricing'));
  expect(window.scrollTo).not.toHaveBeenCalled();
});

it('reads an encoded anchor', () => {
  arriveAt('/documentation#white%20label');
  expect(followAnchor).toHaveBeenCalledWith(document.getElementById('white label'));
});

it('goes to the top of a page without an anchor, and stays put for an anchor the page lacks', () => {
  arriveAt('/support');
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  jest.mocked(window.scrollTo).mockClear();

  arriveAt('/#nowhere');
  expect(followAnchor).not.toHaveBeenCalled();
  expect(window.scrollTo).not.toHaveBeenCalled();
});

it('stops following when the page goes', () => {
  const stop = jest.fn();
  jest.mocked(followAnchor).mockReturnValue(stop);
  arriveAt('/#pricing').unmount();
  expect(stop).toHaveBeenCalledTimes(1);
});
