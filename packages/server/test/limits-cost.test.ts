// Every operation the app sends, measured with the server's own cost function:
// each must be within the limits with ample headroom, or the app would break.
// (No database: the cost depends only on the schema and the operation.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  Kind,
} from 'postgraphile/graphql';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DEFAULT_LIMITS, checkOperation, measureOperation } from '../src/graphile/plugins/cost.ts';

const schema = buildSchema(
  readFileSync(path.join(REPO_ROOT, 'packages/schema/schema.graphql'), 'utf8'),
);
/** Relay's persisted operations: every document the app can send (md5 → text). */
const PERSISTED = path.join(REPO_ROOT, 'packages/app/persisted-queries.json');

/** The app's operations: name and text. */
function appOperations(): Array<{ name: string; text: string }> {
  const documents = JSON.parse(readFileSync(PERSISTED, 'utf8')) as Record<string, string>;
  return Object.values(documents).map((text) => {
    const operation = parse(text).definitions.find(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    );
    return { name: operation?.name?.value ?? '(anonymous)', text };
  });
}

/** A value for a required variable; `true` for booleans (every @include on). */
function sample(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [sample(inner.ofType)];
  if (isEnumType(inner)) return inner.getValues()[0]!.value;
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) {
        value[field.name] = sample(field.type);
      }
    }
    return value;
  }
  switch (inner.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'UUID':
      return '00000000-0000-4000-8000-000000000000';
    case 'Datetime':
      return '2026-01-01T00:00:00Z';
    default:
      return 'x';
  }
}

/** Required variables get a sample; optional ones stay unset (the worst case: full pages). */
function worstCaseVariables(schema: GraphQLSchema, text: string): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of parse(text).definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const type = typeFromAST(schema, variable.type) as GraphQLInputType;
      if (variable.defaultValue) continue;
      if (isNonNullType(type) || getNullableType(type).toString() === 'Boolean') {
        variables[variable.variable.name.value] = sample(type);
      }
    }
  }
  return variables;
}

describe('the cost limit against the app’s own operations', () => {
  const operations = appOperations();

  it('finds the app’s operations', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it('allows exactly the operations the app’s artifacts name, no stale ones', () => {
    // The file is production's allow-list: an old document left in it stays callable.
    const generated = path.join(REPO_ROOT, 'packages/app/src/__generated__');
    const ids = readdirSync(generated).flatMap((file) => {
      const id = /"id": "([0-9a-f]{32})"/.exec(readFileSync(path.join(generated, file), 'utf8'));
      return id ? [id[1]] : [];
    });
    const persisted = Object.keys(JSON.parse(readFileSync(PERSISTED, 'utf8')) as object);
    expect(persisted.sort()).toEqual(ids.sort());
  });

  it('allows every app operation with at least 5× headroom', () => {
    const costs = operations.map(({ name, text }) => {
      const variables = worstCaseVariables(schema, text);
      const { cost, errors } = measureOperation(
        schema,
        parse(text),
        name,
        variables,
        DEFAULT_LIMITS,
      );
      expect(errors, name).toEqual([]);
      expect(checkOperation(schema, parse(text), name, variables, DEFAULT_LIMITS), name).toEqual(
        [],
      );
      return { name, cost };
    });
    costs.sort((a, b) => b.cost - a.cost);
    console.log(costs.map(({ name, cost }) => `${cost}\t${name}`).join('\n'));
    for (const { name, cost } of costs) {
      expect(cost, name).toBeGreaterThan(0);
      expect(cost * 5, name).toBeLessThanOrEqual(DEFAULT_LIMITS.maxCost);
    }
  });
});
