// What one GraphQL operation may ask for, measured before anything runs.
//
// Page sizes: every paginated field (a connection, or a list with `first`) has a
// maximum page size; asking for more is an error, never a silent cut. A missing
// `first`/`last` means "one full page" (the field's maximum), not "everything".
//
// Cost: every field the operation could resolve counts once for each time it
// could be resolved. A field inside `allThings(first: 100) { nodes { … } }` counts
// 100 times, inside two such nested lists 100 × 100 times. Aliases are separate
// fields (each counts), fragments are expanded, and repeating the same field under
// the same name counts once (GraphQL merges it, and so does execution).
import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  GraphQLError,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'postgraphile/graphql';

export interface LimitOptions {
  /** Largest `first`/`last` on any paginated field, unless `pageSizes` says otherwise. */
  maxPageSize: number;
  /** Per-field maximum page sizes, keyed `Type.field` (e.g. `Query.allSensorData`). */
  pageSizes?: Readonly<Record<string, number>>;
  /** Largest cost an operation may have (see `measureOperation`). */
  maxCost: number;
}

/** The limits in force unless configured otherwise (see docs/decisions/0104). */
export const DEFAULT_LIMITS: LimitOptions = {
  // The app asks for at most 200 rows in one page (the map's things, the filter lists).
  maxPageSize: 200,
  pageSizes: {},
  // The app’s heaviest operation (HomeRouteQuery) costs about 2,800: ~9× headroom
  // (test/limits-cost.test.ts measures every operation).
  maxCost: 25_000,
};

/** Error codes the client sees in `extensions.code` and `extensions.exception.errcode`. */
export const PAGE_SIZE_CODE = 'PAGESZ';
export const COST_CODE = 'COSTLY';

export interface Measurement {
  cost: number;
  /** Page-size violations, one error each. */
  errors: GraphQLError[];
}

/** The maximum page size of `Type.field`. */
export function maxPageSizeFor(options: LimitOptions, typeName: string, fieldName: string): number {
  return options.pageSizes?.[`${typeName}.${fieldName}`] ?? options.maxPageSize;
}

function limitError(message: string, code: string, extra: Record<string, unknown>): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code, exception: { errcode: code }, ...extra },
  });
}

interface FieldGroup {
  parentType: GraphQLCompositeType;
  fieldName: string;
  responseKey: string;
  nodes: FieldNode[];
}

/**
 * The cost of one operation of `document` with these (raw, JSON) variables, and
 * the page-size errors it has. A document that does not validate, or variables
 * that do not coerce, measure as 0: execution reports those errors itself.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Record<string, unknown> | null | undefined,
  options: LimitOptions,
): Measurement {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  let operations = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    } else if (definition.kind === Kind.OPERATION_DEFINITION) {
      operations++;
      if (operationName ? definition.name?.value === operationName : !operation) {
        operation = definition;
      }
    }
  }
  if (!operation || (!operationName && operations > 1)) return { cost: 0, errors: [] };
  const coerced = getVariableValues(
    schema,
    operation.variableDefinitions ?? [],
    rawVariables ?? {},
  );
  if (coerced.errors) return { cost: 0, errors: [] };
  const variables = coerced.coerced;
  const rootType =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!rootType) return { cost: 0, errors: [] };
  const errors: GraphQLError[] = [];

  function included(node: SelectionNode) {
    if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true) return false;
    if (getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if === false) return false;
    return true;
  }

  /** Fields of a selection set by type, field and response name, fragments expanded. */
  function collect(
    parentType: GraphQLCompositeType,
    selectionSet: SelectionSetNode,
    groups: Map<string, FieldGroup>,
    visiting: Set<string>,
  ): void {
    for (const selection of selectionSet.selections) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const fieldName = selection.name.value;
        const responseKey = selection.alias?.value ?? fieldName;
        const key = `${parentType.name}.${fieldName}:${responseKey}`;
        const group = groups.get(key);
        if (group) group.nodes.push(selection);
        else groups.set(key, { parentType, fieldName, responseKey, nodes: [selection] });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parentType;
        if (type && isCompositeType(type)) {
          collect(type, selection.selectionSet, groups, visiting);
        }
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name)) continue;
        const type = schema.getType(fragment.typeCondition.name.value);
        if (!type || !isCompositeType(type)) continue;
        visiting.add(name);
        collect(type, fragment.selectionSet, groups, visiting);
        visiting.delete(name);
      }
    }
  }

  function fieldDefinition(
    parentType: GraphQLCompositeType,
    fieldName: string,
  ): GraphQLField<unknown, unknown> | undefined {
    if (fieldName === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (fieldName === TypeMetaFieldDef.name) return TypeMetaFieldDef;
    if (isObjectType(parentType) || isInterfaceType(parentType)) {
      return parentType.getFields()[fieldName];
    }
    return undefined;
  }

  /**
   * Cost of the fields of `selectionSets` on `parentType`, each resolved
   * `multiplier` times. `pageSize` is the page size of the connection whose
   * fields these are: its list fields (nodes, edges) hold that many items.
   */
  function walk(
    parentType: GraphQLCompositeType,
    selectionSets: readonly SelectionSetNode[],
    multiplier: number,
    pageSize: number | undefined,
    introspection: boolean,
  ): number {
    const groups = new Map<string, FieldGroup>();
    for (const selectionSet of selectionSets) collect(parentType, selectionSet, groups, new Set());
    let cost = 0;
    for (const group of groups.values()) {
      cost += multiplier;
      if (group.fieldName === '__typename') continue;
      const field = fieldDefinition(group.parentType, group.fieldName);
      if (!field) continue;
      const namedType = getNamedType(field.type);
      if (!isCompositeType(namedType)) continue;
      const children = group.nodes.flatMap((node) =>
        node.selectionSet ? [node.selectionSet] : [],
      );
      // Introspection answers from the schema in memory: count its fields once each.
      if (introspection || group.fieldName.startsWith('__')) {
        cost += walk(namedType, children, 1, undefined, true);
        continue;
      }
      const isList = isListType(getNullableType(field.type));
      const paginated = field.args.some((arg) => arg.name === 'first' || arg.name === 'last');
      let childMultiplier = multiplier;
      let childPageSize: number | undefined;
      if (paginated) {
        const max = maxPageSizeFor(options, group.parentType.name, group.fieldName);
        const args = getArgumentValues(field, group.nodes[0]!, variables) as {
          first?: number | null;
          last?: number | null;
        };
        for (const argName of ['first', 'last'] as const) {
          const value = args[argName];
          if (value != null && (value > max || value < 0)) {
            errors.push(
              limitError(
                `\`${argName}\` on ${group.parentType.name}.${group.fieldName} must be between 0 and ${max}, ` +
                  `but was ${value}. Ask for at most ${max} and page on with \`after\`/\`before\`.`,
                PAGE_SIZE_CODE,
                {
                  field: `${group.parentType.name}.${group.fieldName}`,
                  limit: max,
                  requested: value,
                },
              ),
            );
          }
        }
        const sizes = [args.first, args.last].filter((v): v is number => v != null && v >= 0);
        const size = Math.min(max, ...sizes);
        if (isList) childMultiplier = multiplier * size;
        else childPageSize = size;
      } else if (isList) {
        // The items of a connection's page (nodes, edges), or an unpaginated list.
        childMultiplier = multiplier * (pageSize ?? options.maxPageSize);
      }
      cost += walk(namedType, children, childMultiplier, childPageSize, false);
    }
    return cost;
  }

  const cost = walk(rootType, [operation.selectionSet], 1, undefined, false);
  return { cost, errors };
}

/** Page-size errors, or a cost error, for an operation; empty when it may run. */
export function checkOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  options: LimitOptions,
): GraphQLError[] {
  const { cost, errors } = measureOperation(schema, document, operationName, variables, options);
  if (errors.length > 0) return errors;
  if (cost > options.maxCost) {
    return [
      limitError(
        `This query is too large: it could return ${cost} values, and the limit is ${options.maxCost}. ` +
          'Ask for smaller pages (first/last), fewer nested lists or fewer aliases.',
        COST_CODE,
        { cost, limit: options.maxCost },
      ),
    ];
  }
  return [];
}
