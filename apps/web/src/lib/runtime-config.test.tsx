import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, stubApi } from '../testing/test-utils';
import { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config';

function ShowConfig() {
  const state = useRuntimeConfig();
  if (state.status === 'error') return <p>failed: {state.error.message}</p>;
  return <p>{state.config ? `client ${state.config.cognito.clientId}` : 'pending'}</p>;
}

function renderWithConfig() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RuntimeConfigProvider>
        <ShowConfig />
        <ShowConfig />
      </RuntimeConfigProvider>
    </QueryClientProvider>,
  );
}

describe('useRuntimeConfig', () => {
  it('when GET /api/config answers, then every consumer gets the config from one request', async () => {
    const fetchMock = stubApi();
    renderWithConfig();

    expect(await screen.findAllByText('client test-client')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/config', expect.anything());
  });

  it('when GET /api/config fails, then consumers get the error instead of crashing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Database unavailable' }, 503)),
    );
    renderWithConfig();

    expect(await screen.findAllByText('failed: Database unavailable')).toHaveLength(2);
  });
});
