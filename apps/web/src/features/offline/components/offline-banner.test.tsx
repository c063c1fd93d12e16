import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';

const MESSAGE =
  'You are offline. Saved recipes and shopping lists still work; changes are sent when you are back online.';

/** What the browser says about its network, and the event it fires when that changes. */
function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  it('when the browser is online, then the status region is there and says nothing', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
  });

  it('when the browser goes offline and comes back, then the message appears in the status region and goes again', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGE);
    goOffline(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('when the page opens while offline, then the message is there from the start', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGE);
  });
});
