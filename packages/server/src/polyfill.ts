// Graphile v5 calls Promise.withResolvers (ES2024), which Node 20 lacks. Without it
// queries fail with "Cannot read properties of undefined (reading 'items')".
// Import this module before anything else; it does nothing on Node 22+.
if (typeof (Promise as { withResolvers?: unknown }).withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: function withResolvers<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

export {};
