// What the snippets take from the page around them.
declare const buffer: ArrayBuffer;
declare function render(value: unknown): void;

// What `causeway typings` writes for the NetworkPlugin of Examples/Snippets/Swift/Plugins.swift.
interface Causeway {
  network: {
    fetchData(args: { url: string }, options?: CausewayCallOptions): Promise<Uint8Array>;
    progress(args: { job: number }, options?: CausewayStreamOptions): AsyncIterableIterator<number>;
  };
}
