import { getConfig } from '@family-recipes/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../testing/api-mocks';
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
    const config = answer(getConfig, () => TEST_RUNTIME_CONFIG);
    server.use(config);
    renderWithConfig();

    expect(await screen.findAllByText('client test-client')).toHaveLength(2);
    expect(config.calls).toHaveLength(1);
  });

  it('when GET /api/config fails, then consumers get the error instead of crashing', async () => {
    server.use(answer(getConfig, () => failure(503, 'Database unavailable')));
    renderWithConfig();

    expect(await screen.findAllByText('failed: Database unavailable')).toHaveLength(2);
  });
});
