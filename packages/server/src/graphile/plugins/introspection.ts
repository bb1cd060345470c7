// Introspection (`__schema`, `__type`) is refused when the server is told so:
// in production unless GRAPHQL_INTROSPECTION=1 (docs/decisions/0104). The app
// needs none at run time: Relay compiles against packages/schema/schema.graphql.
import { NoSchemaIntrospectionCustomRule } from 'postgraphile/graphql';

export const NoIntrospectionPlugin: GraphileConfig.Plugin = {
  name: 'BloomkeepNoIntrospectionPlugin',
  version: '0.1.0',
  grafserv: {
    middleware: {
      setPreset(next, event) {
        event.validationRules.push(NoSchemaIntrospectionCustomRule);
        return next();
      },
    },
  },
};
