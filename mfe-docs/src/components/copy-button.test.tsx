import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIMINGS } from '@northvault/contracts/business';
import { CopyButton } from './copy-button';

const CODE = 'curl https://api.northvault.io/v1/auth/user';

function renderButton() {
  const writeText = jest.fn(async (_text: string) => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(<CopyButton text={CODE} label="curl sample for Get the user" />);
  return { writeText, button: screen.getByRole('button', { name: 'Copy curl sample for Get the user' }) };
}

/**
 * Clicks and lets the clipboard promise settle inside act(), so React renders the result at once. Awaiting a few resolved promises drains the microtask queue without moving the fake clock.
 */
async function click(button: HTMLElement) {
  fireEvent.click(button);
  await act(async () => {
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
  });
}

describe('with fake timers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('copies the code and shows its feedback for exactly the copy feedback time', async () => {
    const { writeText, button } = renderButton();
    expect(button.textContent).toBe('Copy');

    await click(button);
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(button.textContent).toBe('Copied!');
    expect(screen.getByRole('status').textContent).toBe('Copied to clipboard');

    act(() => jest.advanceTimersByTime(TIMINGS.copyFeedbackMs - 1));
    expect(button.textContent).toBe('Copied!');
    act(() => jest.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copy');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('restarts the feedback when copied again', async () => {
    const { button } = renderButton();
    await click(button);
    act(() => jest.advanceTimersByTime(1500));
    await click(button);
    act(() => jest.advanceTimersByTime(1500));
    expect(button.textContent).toBe('Copied!');
    act(() => jest.advanceTimersByTime(TIMINGS.copyFeedbackMs - 1500));
    expect(button.textContent).toBe('Copy');
  });

  it('says so when the clipboard refuses, for the same time', async () => {
    const { writeText, button } = renderButton();
    writeText.mockRejectedValueOnce(new Error('Document is not focused'));
    await click(button);
    expect(button.textContent).toBe('Copy failed');
    act(() => jest.advanceTimersByTime(TIMINGS.copyFeedbackMs));
    expect(button.textContent).toBe('Copy');
  });
});

it('is operable from the keyboard', async () => {
  const user = userEvent.setup();
  const { writeText, button } = renderButton(); // after setup(), which installs a clipboard stub of its own
  await user.tab();
  expect(button).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Copied!')).toBe(button);
  expect(writeText).toHaveBeenCalledWith(CODE);
});
