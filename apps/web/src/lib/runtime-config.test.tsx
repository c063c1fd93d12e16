import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/msw';
import { createTestQueryClient, TEST_RUNTIME_CONFIG } from '../testing/test-utils';
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
    let reads = 0;
    server.use(
      http.get('/api/config', () => {
        reads += 1;
        return HttpResponse.json(TEST_RUNTIME_CONFIG);
      }),
    );
    renderWithConfig();

    expect(await screen.findAllByText('client test-client')).toHaveLength(2);
    expect(reads).toBe(1);
  });

  it('when GET /api/config fails, then consumers get the error instead of crashing', async () => {
    server.use(
      http.get('/api/config', () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }),
      ),
    );
    renderWithConfig();

    expect(await screen.findAllByText('failed: Database unavailable')).toHaveLength(2);
  });
});
