// workerd's AsyncLocalStorage (nodejs_compat), which test/worker/test-scope.ts uses: the worker's
// types leave out Node's, so the part used is declared here.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<Store> {
    run<Result>(store: Store, callback: () => Result): Result;
    getStore(): Store | undefined;
  }
}
