/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GRAPHQL_URL?: string;
  readonly VITE_GRAPHQL_WS_URL?: string;
  readonly VITE_BEECAFE_HOSTS?: string;
  /** 'true' shows the development mailbox link in a production build. */
  readonly VITE_DEV_MAILBOX?: string;
}
