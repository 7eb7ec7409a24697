import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnnouncerProvider, repeatable, useAnnounce } from './Announcer';

let say: (text: string) => void = () => {};
function Speaker() {
  say = useAnnounce();
  return null;
}

describe('AnnouncerProvider', () => {
  afterEach(cleanup);

  it('puts each text in one polite, atomic live region', () => {
    render(
      <AnnouncerProvider>
        <Speaker />
      </AnnouncerProvider>,
    );
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-atomic')).toBe('true');
    expect(region.textContent).toBe('');
    act(() => say('Stop added: Bakery'));
    expect(region.textContent?.trim()).toBe('Stop added: Bakery');
    act(() => say(''));
    expect(region.textContent?.trim()).toBe('Stop added: Bakery');
  });

  it('changes the text when the same news comes twice, so it is read again', () => {
    expect(repeatable('Stop added: Bakery', 1)).not.toBe(repeatable('Stop added: Bakery', 2));
    expect(repeatable('Stop added: Bakery', 2).trim()).toBe('Stop added: Bakery');
  });

  it('does nothing outside the planner', () => {
    render(<Speaker />);
    expect(() => say('Stop added: Bakery')).not.toThrow();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
