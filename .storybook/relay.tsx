import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';

export interface RelayParameters {
  /** Mock resolvers per GraphQL type, e.g. `{ Thing: () => ({ name: 'Oak' }) }`. */
  resolvers?: MockResolvers;
}

function RelayMockProvider({
  resolvers,
  children,
}: {
  resolvers: MockResolvers | undefined;
  children: ReactNode;
}) {
  // One environment per mounted story, kept across re-renders (args changes).
  const [environment] = useState(() => {
    const mock = createMockEnvironment();
    if (resolvers) {
      mock.mock.queueOperationResolver((operation) =>
        MockPayloadGenerator.generate(operation, resolvers),
      );
    }
    return mock;
  });
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}

/**
 * Wraps a story in a fresh Relay mock environment. When `parameters.relay.resolvers` is set,
 * every operation the story runs is answered from them via MockPayloadGenerator.
 */
export const withRelayMockEnvironment: Decorator = (Story, context) => {
  const { resolvers } = (context.parameters.relay ?? {}) as RelayParameters;
  return (
    <RelayMockProvider resolvers={resolvers}>
      <Story />
    </RelayMockProvider>
  );
};
