// Relay compiler configuration: the app's operations are checked against the
// schema printed from the server, and the artifacts are committed.
const path = require('node:path');

// babel-plugin-relay resolves artifactDirectory against the working directory
// (packages/app when Vite runs), so it is absolute here.
module.exports = {
  src: './packages/app/src',
  schema: './packages/schema/schema.graphql',
  artifactDirectory: path.join(__dirname, 'packages/app/src/__generated__'),
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  schemaConfig: { nodeInterfaceIdField: 'nodeId' },
  // App and schema ship together from one repository, so enums never run ahead.
  noFutureProofEnums: true,
  // Persisted operations: the compiler writes every operation's text to
  // persisted-queries.json ({ "<md5>": "<text>" }) and leaves only its id in the
  // artifacts, so the app sends { documentId } and no query text. The server
  // loads the same file as its list of known operations.
  persistConfig: {
    file: path.join(__dirname, 'packages/app/persisted-queries.json'),
    algorithm: 'MD5',
  },
};
