// Test helper process: start the embedded cluster of DATA_DIR like the server does, but
// without the watchdog, print READY <postmaster pid>, and wait to be killed. SIGKILL
// then leaves the postmaster behind as an orphan, as a killed server did before.
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';

const cluster = await startEmbeddedPostgres({ dataDir: process.env.DATA_DIR!, watchdog: false });
console.log(`READY ${cluster.pid}`);
setInterval(() => {}, 60_000);
