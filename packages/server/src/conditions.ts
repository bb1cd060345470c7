// Extra `condition` fields for the lists the app filters: the activity feed's
// full-text search (allActions) and the things list's search, "mine" views and
// recent ids (allThings). Each is a WHERE clause on the table PostGraphile already
// queries, so ordering, cursors and row-level security are unchanged.
import type { GraphQLEnumType } from 'graphql';
import { TYPES, listOfCodec } from 'postgraphile/@dataplan/pg';
import { addPgTableCondition } from 'postgraphile/utils';

const ACCESS_VIEW_TYPE = 'ThingAccessView';

/** The values of `allThings(condition: { access })`. */
const ThingAccessViewPlugin: GraphileConfig.Plugin = {
  name: 'BloomkeepThingAccessViewPlugin',
  version: '0.1.0',
  schema: {
    hooks: {
      init(_, build) {
        build.registerEnumType(
          ACCESS_VIEW_TYPE,
          {},
          () => ({
            description: 'Things the signed-in user looks after.',
            values: {
              ANY: { value: 'ANY', description: 'Owned or collaborating.' },
              OWNED: { value: 'OWNED', description: 'Things the user owns.' },
              COLLABORATING: {
                value: 'COLLABORATING',
                description: 'Things the user collaborates on without owning them.',
              },
            },
          }),
          'BloomkeepThingAccessViewPlugin',
        );
        return _;
      },
    },
  },
};

const actionSearch = addPgTableCondition(
  { schemaName: 'app_public', tableName: 'actions' },
  'search',
  (build) => ({
    type: build.graphql.GraphQLString,
    description:
      'Words to find in the comments or the thing name (web search syntax: "quoted phrase", -not, or).',
  }),
  (value, { sql, sqlTableAlias, sqlValueWithCodec }) => {
    if (typeof value !== 'string' || value.trim() === '') return null;
    return sql`${sqlTableAlias}.search @@ websearch_to_tsquery('english', ${sqlValueWithCodec(value, TYPES.text)})`;
  },
);

/** Text for a LIKE pattern that matches itself only (LIKE's default escape is a backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const thingSearch = addPgTableCondition(
  { schemaName: 'app_public', tableName: 'things' },
  'search',
  (build) => ({
    type: build.graphql.GraphQLString,
    description: 'Text to find in the name or description (case-insensitive).',
  }),
  (value, { sql, sqlTableAlias, sqlValueWithCodec }) => {
    if (typeof value !== 'string' || value.trim() === '') return null;
    // A substring match (ILIKE) that the trigram indexes of migration 0005 answer,
    // through a function that applies the things' visibility rule itself (see
    // there); the text's own % _ and \ match literally.
    const pattern = sqlValueWithCodec(`%${escapeLike(value.trim())}%`, TYPES.text);
    return sql`${sqlTableAlias}.id in (select app_hidden.search_thing_ids(${pattern}))`;
  },
);

const thingAccess = addPgTableCondition(
  { schemaName: 'app_public', tableName: 'things' },
  'access',
  (build) => ({
    type: build.getTypeByName(ACCESS_VIEW_TYPE) as GraphQLEnumType,
    description: 'Only things the signed-in user looks after (none for guests).',
  }),
  (value, { sql, sqlTableAlias }) => {
    // As sub-selects, the caller's things are read once per query (as in the policies),
    // never once per row, whichever plan PostgreSQL picks (migration 0035).
    const mine = sql`(select app_hidden.current_user_thing_ids(false))::uuid[]`;
    const owned = sql`(select app_hidden.current_user_thing_ids(true))::uuid[]`;
    switch (value) {
      case 'ANY':
        return sql`${sqlTableAlias}.id = any (${mine})`;
      case 'OWNED':
        return sql`${sqlTableAlias}.id = any (${owned})`;
      case 'COLLABORATING':
        return sql`(${sqlTableAlias}.id = any (${mine}) and not ${sqlTableAlias}.id = any (${owned}))`;
      default:
        return null;
    }
  },
);

const uuidList = listOfCodec(TYPES.uuid);

const thingIds = addPgTableCondition(
  { schemaName: 'app_public', tableName: 'things' },
  'ids',
  (build) => ({
    type: new build.graphql.GraphQLList(new build.graphql.GraphQLNonNull(build.graphql.GraphQLID)),
    description: 'Only these things (by id), e.g. the recently visited ones.',
  }),
  (value, { sql, sqlTableAlias, sqlValueWithCodec }) => {
    if (!Array.isArray(value)) return null;
    const ids = value.filter(
      (id): id is string => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id),
    );
    return sql`${sqlTableAlias}.id = any (${sqlValueWithCodec(ids, uuidList)})`;
  },
);

/** allSensorData(condition: { deviceId, createdAfter }) (spec §7: createdAt greater than a date). */
const sensorDataAfter = addPgTableCondition(
  { schemaName: 'app_public', tableName: 'sensor_data' },
  'createdAfter',
  (build) => ({
    type: build.getTypeByName('Datetime') as never,
    description: 'Only readings received after this time.',
  }),
  (value, { sql, sqlTableAlias, sqlValueWithCodec }) => {
    if (typeof value !== 'string') return null;
    return sql`${sqlTableAlias}.created_at > ${sqlValueWithCodec(value, TYPES.timestamptz)}`;
  },
);

export const conditionPlugins: GraphileConfig.Plugin[] = [
  ThingAccessViewPlugin,
  actionSearch,
  thingSearch,
  thingAccess,
  thingIds,
  sensorDataAfter,
];
