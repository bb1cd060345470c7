// The shell tier of error handling: a route that cannot even start (a failed
// code chunk, a loader that threw) replaces the whole screen with a way back.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, Card, Heading } from '@bloomkeep/ui';
import { errorText } from '../relay/errors';
import * as styles from './ShellError.css';

export function ShellError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? // The network layer's words for an unreachable server, never the browser's own.
        errorText(error, error.message || 'An error occurred')
      : 'An error occurred';
  return (
    <main className={styles.page}>
      <Card tone="critical">
        <Heading level={1}>Something went wrong</Heading>
        <p>{detail}</p>
        <div>
          <Button onPress={() => window.location.reload()}>Reload the page</Button>
        </div>
      </Card>
    </main>
  );
}
