// Relay compiler configuration: the app's operations are checked against the
// schema printed from the server, and the artifacts are committed.
module.exports = {
  src: './packages/app/src',
  schema: './packages/schema/schema.graphql',
  artifactDirectory: './packages/app/src/__generated__',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  schemaConfig: { nodeInterfaceIdField: 'nodeId' },
  noFutureProofEnums: false,
};
