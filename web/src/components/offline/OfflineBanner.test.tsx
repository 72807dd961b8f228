import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { OFFLINE_MESSAGE, OfflineBanner } from './OfflineBanner';

function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function renderBanner() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <OfflineBanner />
    </QueryClientProvider>,
  );
  return queryClient;
}

const banner = () => screen.getByRole('status');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('OfflineBanner', () => {
  it('says nothing online, says so when the browser goes offline, and goes when it is back', () => {
    renderBanner();
    expect(banner().textContent).toBe('');
    setBrowserOnline(false);
    expect(banner().textContent).toBe(OFFLINE_MESSAGE);
    setBrowserOnline(true);
    expect(banner().textContent).toBe('');
  });

  it('shows when a read fails for want of a network, though the browser says online', async () => {
    const queryClient = renderBanner();
    await act(async () => {
      await queryClient
        .fetchQuery({
          queryKey: ['unreachable'],
          queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
        })
        .catch(() => undefined);
    });
    expect(banner().textContent).toBe(OFFLINE_MESSAGE);
    // A read the server answers means it is reachable again.
    await act(async () => {
      await queryClient.fetchQuery({ queryKey: ['reachable'], queryFn: () => Promise.resolve(1) });
    });
    expect(banner().textContent).toBe('');
  });

  it('stays quiet when the server answers with an error: that is not being offline', async () => {
    const queryClient = renderBanner();
    await act(async () => {
      await queryClient
        .fetchQuery({ queryKey: ['refused'], queryFn: () => Promise.reject(new Error('404')) })
        .catch(() => undefined);
    });
    expect(banner().textContent).toBe('');
  });
});
